import type { Page, Route } from '@playwright/test';
import { baseUrl, remotePorts } from './env.ts';

/**
 * Faults injected into one browser page with `page.route`, each undone by `lift()` so a test can
 * show that the page recovers (Retry) without a reload. Nothing here touches the servers: other
 * tests running at the same time see a healthy site.
 */
export interface InjectedFault {
  /** Requests the fault answered (or delayed) so far. */
  hits(): number;
  /** Stops the fault: later requests reach the real server. */
  lift(): Promise<void>;
}

async function inject(
  page: Page,
  url: string | RegExp,
  handle: (route: Route) => Promise<void>,
): Promise<InjectedFault> {
  let hits = 0;
  const handler = async (route: Route) => {
    hits += 1;
    await handle(route);
  };
  await page.route(url, handler);
  return { hits: () => hits, lift: () => page.unroute(url, handler) };
}

// ------------------------------------------------------------------ the content API

/** down: connection refused; slow: answered after 5 s; error500: the API fails; malformed: a 200 that is not JSON. */
export const apiFaults = ['down', 'slow', 'error500', 'malformed'] as const;
export type ApiFault = (typeof apiFaults)[number];

export const SLOW_API_MS = 5_000;

/** Injects `fault` into every call of `path` (e.g. "/archivePaperListing") the page makes through the site's /api. */
export function injectApiFault(page: Page, path: string, fault: ApiFault): Promise<InjectedFault> {
  return inject(page, `${baseUrl}/api${path}`, async (route) => {
    switch (fault) {
      case 'down':
        return route.abort('connectionrefused');
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, SLOW_API_MS));
        return route.continue().catch(() => undefined); // the page may have gone meanwhile
      case 'error500':
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }),
        });
      case 'malformed':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"papersList": [{"paper_id": 1, "paper_ti',
        });
    }
  });
}

// ------------------------------------------------------------------ the site configuration

/** Id of the inline copy of the site configuration the site server puts into every HTML page. */
export const INLINE_SITE_CONFIG_ID = 'journal-site-config';

/**
 * The site configuration is served as /remotes.json and (once the site server inlines it) as
 * `<script type="application/json" id="journal-site-config">` in every HTML page, read first by the
 * shell. To fault it, the inline copy is removed as the page is parsed and /remotes.json answers
 * `answer`; so the same test holds before and after the inlining. `lift()` restores /remotes.json.
 *
 * Why not rewrite the HTML with route.fulfill: Chromium then treats the page as coming from the
 * public address space and refuses its requests to the remotes on localhost (Local Network Access),
 * which would fail every section for another reason than the one under test.
 */
export async function injectSiteConfigFault(
  page: Page,
  answer: { status: number; body: string },
): Promise<InjectedFault> {
  await page.addInitScript((id) => {
    // Runs before the page's own scripts; the observer removes the element as soon as the parser adds it,
    // before any module script (deferred until the end of parsing) can read it.
    const remove = () => document.getElementById(id)?.remove();
    new MutationObserver(remove).observe(document, { childList: true, subtree: true });
  }, INLINE_SITE_CONFIG_ID);
  return inject(page, `${baseUrl}/remotes.json`, (route) =>
    route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
  );
}

// ------------------------------------------------------------------ the remotes

export type Section = keyof typeof remotePorts;

export function remoteOrigin(section: Section): string {
  return `http://localhost:${remotePorts[section]}`;
}

/** Every request to the remote's origin fails as if its server were down. */
export function injectRemoteDown(page: Page, section: Section): Promise<InjectedFault> {
  return inject(page, `${remoteOrigin(section)}/**`, (route) => route.abort('connectionrefused'));
}

/** The remote's entry (remoteEntry.js) or the chunk of its exposed module (assets/routes-*.js). */
export type RemoteScript = 'entry' | 'exposed chunk';
/** syntax: the file does not parse; throws: it parses but throws while it runs. */
export type ScriptBreakage = 'syntax' | 'throws';

const brokenScripts: Record<ScriptBreakage, string> = {
  syntax: 'export const routes = [;\n',
  throws: "throw new Error('This build of the remote is broken.');\nexport {};\n",
};

function remoteScriptUrl(section: Section, script: RemoteScript): RegExp {
  const origin = remoteOrigin(section).replace(/[.:/]/g, '\\$&');
  // Each build lives under builds/<id>/ (build-kit/release.mjs).
  const build = '(?:/builds/[\\w-]+)?';
  return script === 'entry'
    ? new RegExp(`^${origin}${build}/remoteEntry\\.js(\\?.*)?$`)
    : new RegExp(`^${origin}${build}/assets/routes-[^/]+\\.js(\\?.*)?$`);
}

/**
 * Answers with the real answer's headers (CORS, content type) and `body`, kept out of the browser's
 * cache: a hashed chunk is cached as immutable, and a rewritten one must not outlive its test.
 */
async function fulfillRewritten(route: Route, rewrite: (source: string) => string) {
  try {
    const response = await route.fetch();
    const body = rewrite(await response.text());
    await route.fulfill({ response, body, headers: { ...response.headers(), 'cache-control': 'no-store' } });
  } catch (error) {
    // The browser dropped the request meanwhile (a modulepreload the module load superseded, or the
    // page moved on): there is no one left to answer. Anything else is a real failure.
    if (!/disposed|closed|cancell?ed|destroyed|test ended/i.test(String(error))) throw error;
  }
}

/** Serves the remote's script broken. */
export function injectBrokenRemoteScript(
  page: Page,
  section: Section,
  script: RemoteScript,
  breakage: ScriptBreakage,
): Promise<InjectedFault> {
  return inject(page, remoteScriptUrl(section, script), (route) =>
    fulfillRewritten(route, () => brokenScripts[breakage]),
  );
}

/**
 * The remote redeployed after a fix: a new build gives its exposed chunk a new hashed name, which the
 * new entry names. Simulated by the entry naming the chunk at a new address.
 */
export function injectRedeployedRemote(page: Page, section: Section): Promise<InjectedFault> {
  return inject(page, remoteScriptUrl(section, 'entry'), (route) =>
    fulfillRewritten(route, (source) => source.replace(/(assets\/routes-[\w-]+\.js)/g, '$1?redeployed')),
  );
}

/**
 * Serves the remote's exposed module declaring contract version `version` instead of the one it was
 * built with (what a remote built from a newer or older shared package would send).
 */
export function injectRemoteContractVersion(page: Page, section: Section, version: number): Promise<InjectedFault> {
  return inject(page, remoteScriptUrl(section, 'exposed chunk'), (route) =>
    fulfillRewritten(route, (source) => {
      const rewritten = source.replace(
        /export\s*\{([^}]*?)\b([\w$]+) as contractVersion\b/,
        (_match, before: string) =>
          `const __contractVersionUnderTest=${version};export{${before}__contractVersionUnderTest as contractVersion`,
      );
      if (rewritten === source) throw new Error(`no "as contractVersion" export found in ${route.request().url()}`);
      return rewritten;
    }),
  );
}
