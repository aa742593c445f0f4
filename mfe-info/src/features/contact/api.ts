import { useCallback } from 'react';
import { apiErrorMessage, isApiFailure, useContactUsMutation } from '@journal/shared';
import type { ContactFields } from './validateContact.ts';

/** POST /contactUs answers 201 {message, id}; 400 {message} for invalid fields; 429 {message} with Retry-After. */
export type ContactResult = { ok: true; message: string } | { ok: false; message: string };

const FALLBACK = 'Your message could not be sent. Please try again, or write to us by email.';

/** "about 2 minutes" from a Retry-After header in seconds; null when the header is absent or unreadable. */
export function retryAfterText(header: unknown): string | null {
  const seconds = Number(header);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'about a minute' : `about ${minutes} minutes`;
}

/**
 * Sends the contact form, resolving to what the reader is told. `honeypot`: the value of the form's
 * hidden "website" field. People never see it; a bot that fills every field does, and the API then
 * stores nothing (answering as usual). Sent only when filled.
 */
export function useSendContactMessage() {
  const [contactUs] = useContactUsMutation();
  return useCallback(
    async (fields: ContactFields, honeypot = ''): Promise<ContactResult> => {
      try {
        const answer = await contactUs(honeypot ? { ...fields, website: honeypot } : fields).unwrap();
        return { ok: true, message: answer.message };
      } catch (error) {
        const message = apiErrorMessage(error, FALLBACK);
        if (isApiFailure(error) && error.status === 429) {
          const wait = retryAfterText(error.retryAfterSeconds);
          return { ok: false, message: wait ? `${message} You can send another message in ${wait}.` : message };
        }
        return { ok: false, message };
      }
    },
    [contactUs],
  );
}
