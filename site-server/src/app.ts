import replyFrom from '@fastify/reply-from';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { matchSiteRoute, type IssueRef, type RemotesDocument } from '@journal/shared';
import { feedLinks, serializeHead } from '@journal/shared/metadata';
import {
  buildSitePolicy,
  limitConnections,
  REVALIDATE,
  registerHealthCheck,
  registerSafeErrors,
  registerSiteSecurityHeaders,
  registerStaticFiles,
  registerTurnTaking,
  siteBadUrlAnswer,
} from '@journal/server-kit';
import { createApiReader, type ApiReader } from './apiReader.ts';
import { registerCitationExport } from './citationExport.ts';
import { registerUsageReport } from './usageReport.ts';
import type { SiteServerConfig } from './config.ts';
import { registerFeeds } from './feeds.ts';
import { registerNewsletterPages } from './newsletterPages.ts';
import { registerOai } from './oai.ts';
import { resolvePage } from './pageHead.ts';
import { createLatestIssueSource } from './latestIssue.ts';
import { createRemoteHints, type RemoteHints } from './remoteHints.ts';
import { createRemoteRoutes, routePaths, type RemoteRoutes } from './remoteRoutes.ts';
import { DEFERRED_HINTS, scriptsAfterFirstPaint } from './scriptsAfterFirstPaint.ts';
import { registerSitemaps } from './sitemaps.ts';
import { firstPaint } from './summary.ts';

/**
 * The site server: the built shell, /remotes.json, and the API behind /api and /files, all on one
 * origin. Paths of the route table get the app's HTML with 200; any other path gets the same HTML
 * with 404, so the reader sees the app's Page Not Found and crawlers see the right status.
 */
export async function buildSiteServer(
  config: SiteServerConfig,
  options: { logger?: boolean; api?: ApiReader; remoteHints?: RemoteHints; remoteRoutes?: RemoteRoutes } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    // An address Fastify cannot decode is answered before any hook: with the headers, without echoing it.
    frameworkErrors: siteBadUrlAnswer(config.siteUrl.startsWith('https:')),
  });
  registerSafeErrors(app);
  // At most SITE_MAX_CONNECTIONS sockets, SITE_MAX_CONNECTIONS_PER_ADDRESS from one address: one host
  // holding thousands of idle sockets cannot keep other readers out.
  limitConnections(app.server, config.connectionLimits);

  const indexHtml = scriptsAfterFirstPaint(readFileSync(path.join(config.distDir, 'index.html'), 'utf8'));
  // The route's hints wait with the shell's scripts until the first paint, when the page has those.
  const hintsDeferred = indexHtml.includes(DEFERRED_HINTS);
  // The CSP names this deployment's remotes and API; inline scripts run only if this server wrote them.
  const pagePolicy = buildSitePolicy({
    siteUrl: config.siteUrl,
    remoteUrls: Object.values(config.remotesDocument.remotes),
    apiBase: config.remotesDocument.settings.apiBase,
    trustedHtml: [indexHtml],
  });
  registerSiteSecurityHeaders(app, { pagePolicy, https: config.siteUrl.startsWith('https:') });
  // After the headers and before every route, so its compression (br, gzip) applies to pages,
  // /remotes.json and the API proxy as well as files.
  await registerStaticFiles(app, { root: config.distDir, index: false });
  // Requests, and what they do with the API's answers, take turns on the event loop, so a server busy
  // rendering pages still accepts connections (docs/reliability.md, "Answering in turn").
  const turns = registerTurnTaking(app);
  const api =
    options.api ??
    createApiReader({
      apiUrl: config.apiUrl,
      authorization: config.remotesDocument.settings.apiAuthorization,
      turns,
    });
  const origin = config.siteUrl;
  const remoteHints = options.remoteHints ?? createRemoteHints(config.remotesDocument.remotes, origin);
  if (!options.remoteHints) void remoteHints.refreshAll();
  const latestIssue = createLatestIssueSource(api);
  // The pages each remote publishes with its build (routes.json beside its manifest).
  const remoteRoutes = options.remoteRoutes ?? createRemoteRoutes(config.remotesDocument.remotes, origin);
  if (!options.remoteRoutes) void remoteRoutes.refreshAll();
  const currentDocument = async (): Promise<RemotesDocument> =>
    withLatestIssue({ ...config.remotesDocument, routes: routePaths(remoteRoutes.table()) }, await latestIssue.get());
  const render = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(request, reply, {
      html: indexHtml,
      hintsDeferred,
      api,
      origin,
      remoteHints,
      remoteRoutes,
      currentDocument,
    });

  registerHealthCheck(app);
  app.get('/remotes.json', async (_request, reply) => {
    return reply.header('Cache-Control', REVALIDATE).send(await currentDocument());
  });

  await app.register(apiProxy, { apiUrl: config.apiUrl });
  // Discoverability (docs/discoverability.md): sitemaps, robots.txt, Atom feeds, OAI-PMH, citation files.
  registerSitemaps(app, api, origin, () => remoteRoutes.table());
  registerFeeds(app, api, origin);
  registerOai(app, api, origin);
  registerCitationExport(app, api, origin);
  registerUsageReport(app, api);
  // The confirm and unsubscribe links of newsletter messages: no login, no script.
  registerNewsletterPages(app, {
    apiUrl: config.apiUrl,
    authorization: config.remotesDocument.settings.apiAuthorization,
  });

  // The static plugin would answer "/" as a directory listing request (403); the home page is a route.
  app.get('/', render);
  app.setNotFoundHandler(render);
  return app;
}

/**
 * The same document as /remotes.json, for the shell to read without a round trip (loadSiteConfig in
 * shell/src/federation/remotes.ts). A JSON data block, not a script: `<` is escaped so no value can
 * close the element.
 */
export function siteConfigScript(document: RemotesDocument): string {
  return `<script type="application/json" id="journal-site-config">${JSON.stringify(document).replace(/</g, '\\u003c')}</script>`;
}

/** The site configuration with the latest issue the site server knows (the Current Issue link). */
function withLatestIssue(document: RemotesDocument, latest: IssueRef | null): RemotesDocument {
  return latest ? { ...document, latestIssue: latest } : document;
}

interface PageParts {
  /** Whether html has the template for the route's hints (scriptsAfterFirstPaint.ts), or they go in the page. */
  hintsDeferred: boolean;
  html: string;
  api: ApiReader;
  origin: string;
  remoteHints: RemoteHints;
  remoteRoutes: RemoteRoutes;
  currentDocument: () => Promise<RemotesDocument>;
}

/**
 * A page: the shell's HTML with the page's head at <!--journal-head-->, the page's summary in the
 * app's frame at <!--journal-body--> (crawlers read the title, scholarly tags and abstract; readers
 * see it at first paint until the section's content replaces it), and at <!--journal-preloads--> the
 * site configuration and the hints for the route's remote. Unknown paths and unknown ids answer 404.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { html, hintsDeferred, api, origin, remoteHints, remoteRoutes, currentDocument }: PageParts,
) {
  const pathname = request.url.split('?')[0] ?? '/';
  const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
  const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
  if (!wantsHtml || looksLikeFile) {
    return reply
      .status(404)
      .type('application/json')
      .send({ message: `Not found: ${pathname}` });
  }
  // A path no section knows may be a page deployed a moment ago: re-read a table older than a second first.
  if (!matchSiteRoute(pathname, remoteRoutes.table())) await remoteRoutes.refreshAfterMiss();
  const table = remoteRoutes.table();
  const [page, document] = await Promise.all([
    resolvePage(new URL(`http://site.invalid${request.url}`), api, origin, table),
    currentDocument(),
  ]);
  const section = page.status === 200 ? matchSiteRoute(pathname, table)?.section : undefined;
  const latest = document.latestIssue ?? null;
  const hints = section ? remoteHints.tagsFor(section) : '';
  const filled = html
    .replace('<!--journal-head-->', () => serializeHead(page.head, feedLinks(origin)))
    .replace('<!--journal-body-->', () => firstPaint(page.summary, request.url, latest))
    .replace('<!--journal-preloads-->', () => siteConfigScript(document) + (hintsDeferred ? '' : hints))
    .replace(DEFERRED_HINTS, () => hints);
  return reply.status(page.status).header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(filled);
}

/** The API's body limit (api/src/http/jsonBody.ts); every call's payload is a small JSON object. */
const API_BODY_LIMIT = 64 * 1024;

/**
 * /api/* goes to the API with the /api prefix removed; /files/* goes as it is. A body is read here
 * first, up to the API's limit, and passed on untouched (the API validates it): streamed through, a
 * 1 MB upload made the API answer 413 and close mid-upload, which reached the reader as a 502 about
 * half the time; a body over the limit is a 413 here. A down API gives a JSON 502, not a hang.
 */
async function apiProxy(app: FastifyInstance, options: { apiUrl: string }) {
  app.removeAllContentTypeParsers();
  // Handed on as a stream: reply-from would re-encode a JSON body given as a value.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT }, (_request, body, done) =>
    done(null, Readable.from([body])),
  );
  await app.register(replyFrom, { base: options.apiUrl, http: { requestOptions: { timeout: 15_000 } } });

  const forward = (target: (url: string) => string) => (request: FastifyRequest, reply: FastifyReply) =>
    reply.from(target(request.url), {
      // The API rate-limits contact and newsletter per reader: it must see the reader's address, not ours.
      // Replaced, never appended: request.ip is the socket's address unless SITE_TRUST_PROXY says otherwise,
      // so a visitor's own X-Forwarded-For cannot buy a fresh allowance.
      rewriteRequestHeaders: (_original, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
      onError: (failedReply, { error }) => {
        request.log.warn({ err: error }, 'API unreachable');
        void failedReply
          .status(502)
          .type('application/json')
          .send({ message: 'The journal API is unavailable right now. Please try again shortly.' });
      },
    });

  app.all(
    '/api/*',
    forward((url) => url.replace(/^\/api/, '') || '/'),
  );
  app.all(
    '/files/*',
    forward((url) => url),
  );
}
