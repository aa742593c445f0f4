import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { NON_DOCUMENT_POLICY } from './contentSecurityPolicy.ts';

export type HeaderSet = Record<string, string>;

/** Headers every answer of every server of the site carries (site server, remote servers, API). */
export const BASE_HEADERS: HeaderSet = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Powerful features the site never uses, switched off for it and anything it might embed. Only
 * names Chromium knows are listed: an unknown name is logged as an error in every reader's console.
 * The clipboard stays on (Share and the citation Copy buttons write to it).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Scripts and stylesheets are only ever loaded by a page, never shown as one (nosniff stops a browser
 * from reading them as HTML), and CSP, framing, opener and permissions headers act on documents only.
 * Nor do they need the Referrer-Policy: a script's or stylesheet's own fetches follow the page's policy
 * when their response names none, and the page names this one. So they get nosniff alone: the others
 * cost about 0.5 KB on each of the 15 to 19 files of a first load over HTTP/1.1. JSON, XML and
 * anything else a reader could open as a page keep the full set.
 */
const SUBRESOURCE_TYPES = new Set(['text/javascript', 'application/javascript', 'text/css']);
const SUBRESOURCE_HEADERS: HeaderSet = { 'X-Content-Type-Options': BASE_HEADERS['X-Content-Type-Options']! };

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** One year; sent only when the site is served over https (a browser ignores it over http anyway). */
export const HSTS = 'max-age=31536000';

export interface SiteHeaderOptions {
  /** The CSP of the site's pages (buildSitePolicy). */
  pagePolicy: string;
  /** The site's public address is https: add Strict-Transport-Security. */
  https: boolean;
}

/**
 * The site server's headers for an answer of the given Content-Type. Pages get the page policy;
 * PDFs (papers under /files) get no framing headers, because the browser's PDF viewer shows them in
 * a frame of its own and a frame-ancestors or X-Frame-Options on the PDF has stopped Chromium's
 * viewer from showing them inline; everything else gets a policy that lets nothing load.
 */
export function siteHeadersFor(contentType: string | undefined, options: SiteHeaderOptions): HeaderSet {
  const type = mediaType(contentType);
  if (SUBRESOURCE_TYPES.has(type))
    return options.https ? { ...SUBRESOURCE_HEADERS, 'Strict-Transport-Security': HSTS } : SUBRESOURCE_HEADERS;
  const headers: HeaderSet = {
    ...BASE_HEADERS,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.https) headers['Strict-Transport-Security'] = HSTS;
  if (type === 'application/pdf') return headers;
  headers['X-Frame-Options'] = 'DENY';
  headers['Content-Security-Policy'] = type === 'text/html' ? options.pagePolicy : NON_DOCUMENT_POLICY;
  return headers;
}

/**
 * A remote server serves scripts, styles and JSON for the site to load across origins. CSP does not
 * govern those, but any page it might answer (an error page, a harness) and any JSON gets a policy
 * that lets nothing run; scripts and stylesheets get nosniff and CORP alone (see SUBRESOURCE_TYPES).
 * Cross-Origin-Resource-Policy lets the site embed the files even under COEP; reading them is still
 * decided by CORS.
 */
const REMOTE_SUBRESOURCE_HEADERS: HeaderSet = {
  ...SUBRESOURCE_HEADERS,
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

export const REMOTE_HEADERS: HeaderSet = {
  ...BASE_HEADERS,
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Content-Security-Policy': NON_DOCUMENT_POLICY,
  'X-Frame-Options': 'DENY',
};

/** The remote server's headers for an answer of the given Content-Type. */
export function remoteHeadersFor(contentType: string | undefined): HeaderSet {
  return SUBRESOURCE_TYPES.has(mediaType(contentType)) ? REMOTE_SUBRESOURCE_HEADERS : REMOTE_HEADERS;
}

/** nosniff and Referrer-Policy on every answer (the API uses this). */
export function registerBaseSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(BASE_HEADERS);
  });
}

/** The answer's Content-Type as set so far, if it is one string. */
function contentTypeOf(reply: FastifyReply): string | undefined {
  const contentType = reply.getHeader('content-type');
  return typeof contentType === 'string' ? contentType : undefined;
}

/** The site server's headers on every answer, its own and those it forwards from the API. */
export function registerSiteSecurityHeaders(app: FastifyInstance, options: SiteHeaderOptions): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(siteHeadersFor(contentTypeOf(reply), options));
  });
}

export function registerRemoteSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(remoteHeadersFor(contentTypeOf(reply)));
  });
}

/**
 * Error answers that never carry a stack trace: a 4xx keeps its message, anything else becomes a
 * plain 500 message (the details go to the log).
 */
export function registerSafeErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'The server could not complete this request.' : error.message;
    void reply.status(status).type('application/json').send({ message });
  });
}
