import { CONTACT_LIMITS, isEmailAddress, type ContactRequest } from '@journal/shared';

/** Payload of POST /contactUs (the same call as the contact page), from the contract. */
export type ContactMessage = ContactRequest;

export type ContactField = keyof ContactMessage;

/** The first thing that keeps a message from being sent (the API's own limits), or null. */
export function contactMessageProblem(message: ContactMessage): { field: ContactField; text: string } | null {
  const { name, message: text } = CONTACT_LIMITS;
  if (!within(message.name, name)) {
    return { field: 'name', text: `Please enter your name (${range(name)} characters).` };
  }
  if (!isEmailAddress(message.email)) {
    return { field: 'email', text: 'Please enter a valid email address so we can reply.' };
  }
  if (!within(message.message, text)) {
    return { field: 'message', text: `Please write your message (${range(text)} characters).` };
  }
  return null;
}

const within = (value: string, limits: { min: number; max: number }) =>
  value.length >= limits.min && value.length <= limits.max;

/** "10 to 5,000", as the messages say it. */
const range = (limits: { min: number; max: number }) =>
  `${limits.min.toLocaleString('en-GB')} to ${limits.max.toLocaleString('en-GB')}`;
