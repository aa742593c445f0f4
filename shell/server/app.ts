import replyFrom from '@fastify/reply-from';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { feedLinks, serializeHead } from '@journal/shared/metadata';
import { REVALIDATE, registerBaseSecurityHeaders, registerSafeErrors, registerStaticFiles } from '@journal/shared/server';
import { createApiReader, type ApiReader } from './apiReader.ts';
import { registerCitationExport } from './citationExport.ts';
import type { SiteServerConfig } from './config.ts';
import { registerFeeds } from './feeds.ts';
import { registerOai } from './oai.ts';
import { resolvePage } from './pageHead.ts';
import { registerSitemaps } from './sitemaps.ts';

/**
 * The site server: the built shell, /remotes.json, and the API behind /api and /files, all on one
 * origin. Paths of the route table get the app's HTML with 200; any other path gets the same HTML
 * with 404, so the reader sees the app's Page Not Found and crawlers see the right status.
 */
export async function buildSiteServer(
  config: SiteServerConfig,
  options: { logger?: boolean; api?: ApiReader } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  registerSafeErrors(app);
  registerBaseSecurityHeaders(app);

  const indexHtml = readFileSync(path.join(config.distDir, 'index.html'), 'utf8');
  const api = options.api ?? createApiReader({ apiUrl: config.apiUrl, authorization: config.remotesDocument.settings.apiAuthorization });
  const origin = config.siteUrl;
  const render = (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, indexHtml, api, origin);

  app.get('/remotes.json', async (_request, reply) => {
    return reply.header('Cache-Control', REVALIDATE).send(config.remotesDocument);
  });

  await app.register(apiProxy, { apiUrl: config.apiUrl });
  // Discoverability (docs/discoverability.md): sitemaps, robots.txt, Atom feeds, OAI-PMH, citation files.
  registerSitemaps(app, api, origin);
  registerFeeds(app, api, origin);
  registerOai(app, api, origin);
  registerCitationExport(app, api, origin);
  await registerStaticFiles(app, { root: config.distDir, index: false });

  // The static plugin would answer "/" as a directory listing request (403); the home page is a route.
  app.get('/', render);
  app.setNotFoundHandler(render);
  return app;
}

/**
 * Browsers that run JavaScript hide the summary at once (the app replaces it a moment later), so
 * readers never see it flash and tests waiting for the app's h1 never find the summary's; crawlers
 * that run no JavaScript read it as ordinary content.
 */
const HIDE_SUMMARY_WITH_JS = '<script>document.currentScript.previousElementSibling.hidden=true</script>';

/**
 * A page: the shell's HTML with the page's head at <!--journal-head--> and a readable summary at
 * <!--journal-body--> (inside #root, replaced when the app starts), so crawlers that run no
 * JavaScript read the title, scholarly tags and abstract. Unknown paths and unknown ids answer 404.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, api: ApiReader, origin: string) {
  const pathname = request.url.split('?')[0] ?? '/';
  const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
  const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
  if (!wantsHtml || looksLikeFile) {
    return reply.status(404).type('application/json').send({ message: `Not found: ${pathname}` });
  }
  const page = await resolvePage(new URL(`http://site.invalid${request.url}`), api, origin);
  const filled = html
    .replace('<!--journal-head-->', () => serializeHead(page.head, feedLinks(origin)))
    .replace('<!--journal-body-->', () => (page.summary ? `${page.summary}${HIDE_SUMMARY_WITH_JS}` : ''));
  return reply.status(page.status).header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(filled);
}

/**
 * /api/* goes to the API with the /api prefix removed; /files/* goes as it is. Bodies are streamed
 * through untouched (the API validates and limits them). A down API gives a JSON 502, not a hang.
 */
async function apiProxy(app: FastifyInstance, options: { apiUrl: string }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await app.register(replyFrom, { base: options.apiUrl, http: { requestOptions: { timeout: 15_000 } } });

  const forward = (target: (url: string) => string) => (request: FastifyRequest, reply: FastifyReply) =>
    reply.from(target(request.url), {
      // The API rate-limits contact and newsletter per reader: it must see the reader's address, not ours.
      rewriteRequestHeaders: (_original, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
      onError: (failedReply, { error }) => {
        request.log.warn({ err: error }, 'API unreachable');
        void failedReply
          .status(502)
          .type('application/json')
          .send({ message: 'The journal API is unavailable right now. Please try again shortly.' });
      },
    });

  app.all('/api/*', forward((url) => url.replace(/^\/api/, '') || '/'));
  app.all('/files/*', forward((url) => url));
}
