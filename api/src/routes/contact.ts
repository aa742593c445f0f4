import type { FastifyPluginAsync } from 'fastify';
import type {
  ContactAnswer,
  ContactRequest,
  NewsletterSubscribeAnswer,
  NewsletterSubscribeRequest,
} from '../../../shared/src/api/types.ts';
import { journal } from '@journal/shared/journal';
import { requirePlainText } from '../http/plainText.ts';
import { errorResponses, payload } from '../schemas/common.ts';
import type { RouteDeps } from './deps.ts';

const tags = ['Contact'];

function text(minLength: number, maxLength: number, description: string) {
  return { type: 'string', minLength, maxLength, pattern: '\\S', description } as const;
}

const email = { type: 'string', format: 'email', maxLength: 254, description: 'Email address.', examples: ['reader@example.org'] } as const;

function minutes(ms: number): string {
  const m = Math.round(ms / 60000);
  return m >= 1 ? `${m} minute${m === 1 ? '' : 's'}` : `${Math.round(ms / 1000)} seconds`;
}

/** Contact form and newsletter (designed). Both write to SQLite and are rate limited per client IP. */
export const contactRoutes: FastifyPluginAsync<RouteDeps> = async (app, { inbox, rateLimits }) => {
  const { contact, newsletter } = rateLimits;

  app.post<{ Body: ContactRequest }>('/contactUs', {
    config: { rateLimit: { max: contact.max, timeWindow: contact.timeWindowMs } },
    preValidation: requirePlainText({ single: ['name', 'subject'], multiline: ['message'] }),
    schema: {
      tags,
      summary: 'Send a message to the editorial office',
      description: `Stored for the editorial office as sent (trimmed); answered with 201. Control characters (other than line breaks and tabs in the message) and unpaired surrogates are a 400. At most ${contact.max} messages per ${minutes(contact.timeWindowMs)} per client, then 429 with Retry-After.`,
      body: payload(
        {
          name: text(2, 100, 'Sender name, 2 to 100 characters.'),
          email,
          subject: text(3, 150, 'Subject, 3 to 150 characters.'),
          message: text(10, 5000, 'Message, 10 to 5000 characters.'),
        },
        ['name', 'email', 'subject', 'message'],
      ),
      response: {
        201: { type: 'object', required: ['message', 'id'], properties: { message: { type: 'string' }, id: { type: 'integer' } } },
        ...errorResponses(429),
      },
    },
  }, async (request, reply): Promise<ContactAnswer> => {
    const { name, email: from, subject, message } = request.body;
    const id = inbox.saveMessage({ name: name.trim(), email: from.trim(), subject: subject.trim(), message: message.trim() }, request.ip);
    reply.status(201);
    return { message: `Thank you, your message has been received. We reply ${journal.claims.initialResponse}.`, id };
  });

  app.post<{ Body: NewsletterSubscribeRequest }>('/newsletterSubscribe', {
    config: { rateLimit: { max: newsletter.max, timeWindow: newsletter.timeWindowMs } },
    schema: {
      tags,
      summary: 'Subscribe an email address to the newsletter',
      description: `201 for a new address, 200 with the same answer when it is already subscribed (idempotent). At most ${newsletter.max} requests per ${minutes(newsletter.timeWindowMs)} per client.`,
      body: payload({ email }, ['email']),
      response: {
        200: { type: 'object', required: ['message', 'subscribed'], properties: { message: { type: 'string' }, subscribed: { type: 'boolean', const: true } } },
        201: { type: 'object', required: ['message', 'subscribed'], properties: { message: { type: 'string' }, subscribed: { type: 'boolean', const: true } } },
        ...errorResponses(429),
      },
    },
  }, async (request, reply): Promise<NewsletterSubscribeAnswer> => {
    const isNew = inbox.subscribe(request.body.email.trim(), request.ip);
    reply.status(isNew ? 201 : 200);
    return { message: `You are subscribed to the ${journal.name} newsletter.`, subscribed: true };
  });
};
