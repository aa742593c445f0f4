import { createHash } from 'node:crypto';

/**
 * The site's Content-Security-Policy, built from the site server's configuration so it names exactly
 * the origins this deployment loads code from: the site itself, each remote (from the manifest
 * addresses of /remotes.json) and the API when it lives on another origin. Inline scripts are allowed
 * by hash only, and only those of HTML the server itself writes (the built index.html and its own
 * snippets): a script that reached a page any other way does not run.
 */
export interface SitePolicySources {
  /** Public origin of the site (SITE_URL); addresses on it are covered by 'self'. */
  siteUrl: string;
  /** Addresses of the remotes' mf-manifest.json (remotes.json); their origins may serve scripts, styles and data. */
  remoteUrls: string[];
  /** API base as the browser sees it: '/api' (same origin) or an absolute address on another origin. */
  apiBase: string;
  /** HTML the server writes itself (template, snippets): its inline scripts and styles are allowed by hash. */
  trustedHtml: string[];
  /** Origins (beyond the site) that forms may post to; none today (every form is sent by script). */
  formActions?: string[];
}

/** For answers that are not pages (JSON, XML, scripts, styles): nothing may load, nothing may frame them. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A script type the browser executes (and CSP governs); anything else is a data block (JSON, JSON-LD). */
const EXECUTABLE_SCRIPT_TYPE =
  /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/jscript|text\/livescript)$/;

/** The origin of an address, resolved against the site; null for anything that is not http(s). */
export function originOf(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Distinct origins of the addresses, without the site's own (which 'self' covers), in first-seen order. */
export function foreignOrigins(urls: string[], siteUrl: string): string[] {
  const site = originOf(siteUrl, siteUrl);
  const origins = urls
    .map((url) => originOf(url, siteUrl))
    .filter((origin): origin is string => origin !== null && origin !== site);
  return [...new Set(origins)];
}

function typeAttribute(attributes: string): string | null {
  const match = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/** The code of every inline script the browser would execute (no src, an executable type), as written. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = (typeAttribute(attributes) ?? '').trim().toLowerCase();
    if (EXECUTABLE_SCRIPT_TYPE.test(type)) scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The text of every inline <style> element. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1] ?? '');
}

/** A CSP hash source for the exact text of an inline script or style. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function hashesOf(texts: string[]): string[] {
  return [...new Set(texts.map(hashSource))];
}

/** The Content-Security-Policy header value of the site's pages. */
export function buildSitePolicy(sources: SitePolicySources): string {
  const remotes = foreignOrigins(sources.remoteUrls, sources.siteUrl);
  const api = foreignOrigins([sources.apiBase], sources.siteUrl);
  const scriptHashes = hashesOf(sources.trustedHtml.flatMap(inlineScripts));
  const styleHashes = hashesOf(sources.trustedHtml.flatMap(inlineStyles));
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // Remote modules are ES modules imported from their own origins; no eval, no 'unsafe-inline'.
    ['script-src', ["'self'", ...remotes, ...scriptHashes]],
    // Each remote's stylesheet is a <link> to its origin; React's style props go through CSSOM and need nothing.
    ['style-src', ["'self'", ...remotes, ...styleHashes]],
    // The federation runtime fetches each remote's mf-manifest.json; the API client calls the API base.
    ['connect-src', ["'self'", ...new Set([...remotes, ...api])]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...foreignOrigins(sources.formActions ?? [], sources.siteUrl)]],
    // The site frames no page of its own and nobody else may frame it (clickjacking).
    ['frame-ancestors', ["'none'"]],
  ];
  if (sources.siteUrl.startsWith('https:')) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}
