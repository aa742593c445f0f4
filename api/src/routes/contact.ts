import { type ContactAnswer } from '@journal/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import { journal } from '@journal/shared/journal';
import { requirePlainText } from '../http/plainText.ts';
import type { RouteDeps } from './deps.ts';
import { addCall } from '../http/addCall.ts';

export function minutes(ms: number): string {
  const m = Math.round(ms / 60000);
  return m >= 1 ? `${m} minute${m === 1 ? '' : 's'}` : `${Math.round(ms / 1000)} seconds`;
}

/**
 * The contact form. Spam controls (docs/reliability.md): a per-client allowance kept in the database
 * (an IPv4 address or an IPv6 /64), a honeypot field people never see, the same sender's same
 * text stored once a day and the same long text from rotating senders once an hour. Honeypot and
 * repeat are answered exactly like a stored message, so a bot learns nothing from the answer.
 */
export const contactRoutes: FastifyPluginAsync<RouteDeps> = async (app, { inbox, rateLimits }) => {
  const { contact } = rateLimits;

  addCall(
    app,
    '/contactUs',
    {
      config: { rateLimit: { max: contact.max, timeWindow: contact.timeWindowMs } },
      preValidation: requirePlainText({ single: ['name', 'subject'], multiline: ['message'] }),
      description:
        `Stored for the editorial office as sent (trimmed); answered with 201. Control characters ` +
        `(other than line breaks and tabs in the message) and unpaired surrogates are a 400. At ` +
        `most ${contact.max} messages per ${minutes(contact.timeWindowMs)} per client (an IPv4 ` +
        `address or an IPv6 /64, counted across API processes and restarts), then 429 with ` +
        `Retry-After. The same sender's same text within 24 hours, and the same text of 40 ` +
        `characters or more from anyone within an hour, are stored once and answered with the ` +
        `first copy's id. Only UTF-8 JSON is accepted (another charset is a 415). \`website\` is ` +
        `a honeypot the form hides from people: when filled, nothing is stored.`,
      errors: [429],
    },
    async (request, reply): Promise<ContactAnswer> => {
      const { name, email: from, subject, message, website } = request.body;
      const id = website?.trim()
        ? await inbox.plausibleMessageId()
        : await inbox.saveMessage(
            { name: name.trim(), email: from.trim(), subject: subject.trim(), message: message.trim() },
            request.ip,
          );
      reply.status(201);
      return { message: `Thank you, your message has been received. We reply ${journal.claims.initialResponse}.`, id };
    },
  );
};
