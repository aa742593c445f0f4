import type { FastifyPluginAsync } from 'fastify';
import type { NewsletterSubscribeAnswer } from '@journal/shared/contract';
import { journal } from '@journal/shared/journal';
import { errorBody } from '../http/errors.ts';
import { confirmationMail, welcomeMail } from '../mail/newsletterMail.ts';
import { minutes } from './contact.ts';
import type { RouteDeps } from './deps.ts';
import { addCall } from '../http/addCall.ts';

/**
 * The newsletter, with double opt-in (docs/api.md). Subscribing mails a confirmation link; only a
 * confirmed address is subscribed. The answer is the same for a new, a pending and a subscribed address
 * (so nobody can test whether an address is on the list), and mail is queued in the subscription's
 * transaction and delivered after the answer (so its timing does not tell either; mail/outbox.ts).
 * Confirm and unsubscribe take the token of a link, no login.
 */
export const newsletterRoutes: FastifyPluginAsync<RouteDeps> = async (
  app,
  { inbox, rateLimits, mailDelivery, siteUrl },
) => {
  const { newsletter } = rateLimits;

  addCall(
    app,
    '/newsletterSubscribe',
    {
      config: { rateLimit: { max: newsletter.max, timeWindow: newsletter.timeWindowMs } },
      description:
        `202 with the same answer whether the address is new, waiting for confirmation or ` +
        `subscribed. A new or waiting address is mailed a single-use confirmation link (valid 7 ` +
        `days; unconfirmed addresses are then forgotten). At most ${newsletter.max} requests per ` +
        `${minutes(newsletter.timeWindowMs)} per client.`,
      errors: [429],
    },
    async (request, reply): Promise<NewsletterSubscribeAnswer> => {
      const address = request.body.email.trim();
      const outcome = await inbox.subscribe(address, request.ip, ({ confirmToken, unsubscribeToken }) =>
        confirmationMail(siteUrl, address, confirmToken, unsubscribeToken),
      );
      if (outcome.kind === 'confirm') mailDelivery.nudge();
      reply.status(202);
      return {
        message:
          `Almost done: we have sent a confirmation link to ${address}. Open it within 7 days to ` +
          `receive the ${journal.shortName} newsletter (already subscribed? Then nothing changes).`,
        subscribed: true,
      };
    },
  );

  addCall(
    app,
    '/newsletterConfirm',
    {
      description:
        '200 once confirmed (a welcome message with the unsubscribe link follows); 404 for a token ' +
        'that is unknown or already used; 410 after 7 days.',
      errors: [404, 410],
    },
    async (request, reply) => {
      const outcome = await inbox.confirm(request.body.token, ({ email, unsubscribeToken }) =>
        welcomeMail(siteUrl, email, unsubscribeToken),
      );
      if (outcome.kind === 'unknown')
        return reply
          .status(404)
          .send(
            errorBody(
              404,
              'This confirmation link is not valid: it has been used already, or a newer one was sent. Subscribe again to get a new link.',
            ),
          );
      if (outcome.kind === 'expired')
        return reply
          .status(410)
          .send(
            errorBody(
              410,
              'This confirmation link has expired (links work for 7 days). Subscribe again to get a new one.',
            ),
          );
      mailDelivery.nudge();
      return {
        message: `Thank you: ${outcome.email} is subscribed to the ${journal.shortName} newsletter. Every message carries a link to unsubscribe.`,
      };
    },
  );

  addCall(
    app,
    '/newsletterUnsubscribe',
    {
      description:
        'The address is deleted from the list. 200 also when the link was used already, so repeating it is harmless.',
    },
    async (request) => {
      const removed = await inbox.unsubscribe(request.body.token);
      return {
        message: removed
          ? `You are unsubscribed: the ${journal.shortName} newsletter will not be sent to this address again.`
          : 'This address is not on the newsletter list (any more): nothing will be sent to it.',
      };
    },
  );
};
