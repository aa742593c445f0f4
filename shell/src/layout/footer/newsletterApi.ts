import { isEmailAddress } from '@journal/shared';

/** Why an address cannot be sent, in words a reader can act on; null when it can. */
export function newsletterEmailProblem(email: string): string | null {
  if (email.length === 0) return 'Please enter your email address.';
  if (!isEmailAddress(email)) return 'Please enter a valid email address, for example name@university.edu.';
  return null;
}
