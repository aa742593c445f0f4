import { CONTACT_LIMITS, isEmailAddress } from '@journal/shared';

/** The contact form's fields, as typed. */
export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFields;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

function lengthError(
  value: string,
  limits: { min: number; max: number },
  what: string,
  missing: string,
): string | undefined {
  if (value.length === 0) return missing;
  if (value.length < limits.min) return `${what} must be at least ${limits.min} characters.`;
  if (value.length > limits.max) return `${what} must be at most ${limits.max.toLocaleString('en-GB')} characters.`;
  return undefined;
}

/** The message for each invalid field (none when the form can be sent). */
export function validateContact(fields: ContactFields): ContactErrors {
  const values = trimContact(fields);
  const errors: ContactErrors = {
    name: lengthError(values.name, CONTACT_LIMITS.name, 'Your name', 'Please enter your name.'),
    email:
      values.email.length === 0
        ? 'Please enter your email address.'
        : !isEmailAddress(values.email)
          ? 'Please enter a valid email address, for example name@university.edu.'
          : undefined,
    subject: lengthError(values.subject, CONTACT_LIMITS.subject, 'The subject', 'Please enter a subject.'),
    message: lengthError(values.message, CONTACT_LIMITS.message, 'Your message', 'Please enter your message.'),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}

/** What is sent: the fields without leading or trailing spaces. */
export function trimContact(fields: ContactFields): ContactFields {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    subject: fields.subject.trim(),
    message: fields.message.trim(),
  };
}
