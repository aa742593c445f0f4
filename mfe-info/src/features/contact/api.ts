import { apiErrorMessage, postCall } from '@journal/shared';
import type { ContactFields } from './validateContact.ts';

/** POST /contactUs answers 201 {message, id}; 400 {message} for invalid fields; 429 {message} with Retry-After. */
interface ContactAnswer {
  message: string;
  id: number;
}

export type ContactResult = { ok: true; message: string } | { ok: false; message: string };

const FALLBACK = 'Your message could not be sent. Please try again, or write to us by email.';

interface HttpErrorLike {
  response?: { status?: number; headers?: Record<string, unknown> };
}

/** "about 2 minutes" from a Retry-After header in seconds; null when the header is absent or unreadable. */
export function retryAfterText(header: unknown): string | null {
  const seconds = Number(header);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'about a minute' : `about ${minutes} minutes`;
}

export async function sendContactMessage(fields: ContactFields): Promise<ContactResult> {
  try {
    const answer = await postCall<ContactAnswer>('/contactUs', fields);
    return { ok: true, message: answer.message };
  } catch (error) {
    const message = apiErrorMessage(error, FALLBACK);
    const response = (error as HttpErrorLike).response;
    if (response?.status === 429) {
      const wait = retryAfterText(response.headers?.['retry-after']);
      return { ok: false, message: wait ? `${message} You can send another message in ${wait}.` : message };
    }
    return { ok: false, message };
  }
}
