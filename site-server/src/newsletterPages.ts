import type { FastifyInstance, FastifyReply } from 'fastify';
import { journal } from '@journal/shared';
import { escapeHtml as e } from '@journal/shared/metadata';

/**
 * The two links of newsletter messages (api/src/mail/newsletterMail.ts), answered by the site server:
 * /newsletter/confirm and /newsletter/unsubscribe. They work without login: the token in the link is
 * the proof. Opening a link (GET) only shows a page with one button; the button (POST) acts. Mail
 * scanners fetch every link of a message, and a GET that acted would confirm or unsubscribe on their
 * behalf. Mail programs' one-click unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` to the
 * link itself, which the POST route takes too. Small plain pages, no script: they must work in any
 * browser a mail program opens.
 */
export interface NewsletterPagesOptions {
  apiUrl: string;
  authorization: string;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const ACTIONS = {
  confirm: {
    call: '/newsletterConfirm',
    title: 'Confirm your newsletter subscription',
    button: 'Confirm my subscription',
    intro: `Confirm that you want to receive the ${journal.name} newsletter at this address.`,
  },
  unsubscribe: {
    call: '/newsletterUnsubscribe',
    title: 'Unsubscribe from the newsletter',
    button: 'Unsubscribe',
    intro: `Stop the ${journal.name} newsletter to this address. You can subscribe again at any time from the site's footer.`,
  },
} as const;
type Action = keyof typeof ACTIONS;

/** The token is in the address: the page sends no Referer and is never cached. */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        (`<meta name="robots" content="noindex"><meta name="referrer" ` +
          `content="no-referrer"><title>${e(title)} | ${e(journal.shortName)}</title></head>`) +
        `<body><main><h1>${e(title)}</h1>${body}<p><a href="/">${e(journal.name)}: home page</a></p></main></body></html>`,
    );
}

export function registerNewsletterPages(app: FastifyInstance, options: NewsletterPagesOptions) {
  app.register(async (scope) => {
    // Forms post urlencoded; RFC 8058 one-click posts List-Unsubscribe=One-Click the same way.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );

    const badLink = (reply: FastifyReply, action: Action) =>
      page(
        reply,
        400,
        ACTIONS[action].title,
        '<p>This link is incomplete: open it from the message again, or copy the whole address into the browser.</p>',
      );

    for (const action of Object.keys(ACTIONS) as Action[]) {
      const { call, title, button, intro } = ACTIONS[action];
      const path = `/newsletter/${action}`;

      scope.get<{ Querystring: { token?: string } }>(path, async (request, reply) => {
        const token = request.query.token;
        if (!token || !TOKEN.test(token)) return badLink(reply, action);
        return page(
          reply,
          200,
          title,
          `<p>${e(intro)}</p><form method="post" action="${path}"><input type="hidden" name="token" ` +
            `value="${e(token)}"><button type="submit">${e(button)}</button></form>`,
        );
      });

      scope.post<{ Querystring: { token?: string }; Body?: URLSearchParams }>(path, async (request, reply) => {
        const token =
          request.body instanceof URLSearchParams
            ? (request.body.get('token') ?? request.query.token)
            : request.query.token;
        if (!token || !TOKEN.test(token)) return badLink(reply, action);
        let response: Response;
        try {
          response = await fetch(`${options.apiUrl}${call}`, {
            method: 'POST',
            headers: { authorization: options.authorization, 'content-type': 'application/json' },
            body: JSON.stringify({ token }),
            signal: AbortSignal.timeout(10_000),
          });
        } catch (error) {
          request.log.warn({ err: error }, 'API unreachable for a newsletter link');
          return page(
            reply,
            503,
            title,
            '<p>The journal could not be reached just now. Please open the link again in a few minutes.</p>',
          );
        }
        const answer = (await response.json().catch(() => ({}))) as { message?: string };
        const status = response.ok ? 200 : response.status === 404 || response.status === 410 ? response.status : 503;
        const text =
          status === 503
            ? 'The journal could not complete this just now. Please open the link again in a few minutes.'
            : (answer.message ?? '');
        return page(reply, status, title, `<p role="status">${e(text)}</p>`);
      });
    }
  });
}
