import type { ContactRequest } from '@journal/shared';

/** Payload of POST /contactUs (the same call as the contact page), from the contract. */
export type ContactMessage = ContactRequest;

export type ContactField = keyof ContactMessage;

/** The first thing that keeps a message from being sent (the API's own limits), or null. */
export function contactMessageProblem(message: ContactMessage): { field: ContactField; text: string } | null {
  if (message.name.length < 2 || message.name.length > 100) {
    return { field: 'name', text: 'Please enter your name (2 to 100 characters).' };
  }
  if (message.email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(message.email)) {
    return { field: 'email', text: 'Please enter a valid email address so we can reply.' };
  }
  if (message.message.length < 10 || message.message.length > 5000) {
    return { field: 'message', text: 'Please write your message (10 to 5,000 characters).' };
  }
  return null;
}
