import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import {
  assertRemoteModule,
  builtInRouteTable,
  configureApiClient,
  defaultSettings,
  sections,
  sectionNames,
  setLatestIssue,
  setSiteSettings,
  type IssueRef,
  type RemoteModule,
  type RemotesDocument,
  type RouteTable,
  type SectionName,
  type SiteSettings,
} from '@journal/shared';
import { assertCompatibleRelease, reuseCheckedManifest } from './releaseCheck.ts';
import { loadRefreshedEntry, refreshRemote } from './remoteRefresh.ts';
import { restoreRemoteStylesheets, watchRemoteStylesheets } from './remoteStyles.ts';

/**
 * Remote discovery at run time (docs/architecture.md): the addresses of the remotes come from the site
 * server's /remotes.json, never from the shell's build, so a remote can move or be redeployed while
 * the shell keeps running. Nothing here runs until a route of a section renders.
 */

export class RemoteUnavailableError extends Error {
  constructor(
    readonly section: SectionName,
    cause: unknown,
  ) {
    super(`The ${sections[section].title} section could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export class SiteConfigError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'SiteConfigError';
  }
}

let configPromise: Promise<RemotesDocument> | null = null;
/** The folder of each remote's files (its manifest's folder), once the configuration is read. */
let remoteFolders: Partial<Record<SectionName, string>> = {};
const sectionPromises = new Map<SectionName, Promise<RemoteModule>>();
const failedSections = new Set<SectionName>();

/**
 * Reads the site configuration once (again after a failure), registers the remotes and configures the
 * API client: from the copy the site server put into the page, else from /remotes.json.
 */
export function loadSiteConfig(): Promise<RemotesDocument> {
  configPromise ??= readSiteConfig().then(
    (document) => {
      configureApiClient(document.settings);
      setSiteSettings(document.settings);
      remoteFolders = Object.fromEntries(
        sectionNames.map((section) => [section, remoteFolder(document.remotes[section])]),
      );
      registerRemotes(
        sectionNames.map((section) => ({ name: sections[section].remote, entry: document.remotes[section] })),
        { force: true },
      );
      return document;
    },
    (error: unknown) => {
      configPromise = null;
      throw error;
    },
  );
  return configPromise;
}

function remoteFolder(manifestUrl: string): string {
  return new URL('.', new URL(manifestUrl, window.location.href)).href;
}

function readSiteConfig(): Promise<RemotesDocument> {
  const inline = readInlineRemotesDocument();
  // The latest issue is set at once (main.tsx calls this before the first render), so the Current
  // Issue link is right in the app's first paint.
  if (inline) setLatestIssue(inline.latestIssue ?? null);
  return inline
    ? Promise.resolve(inline)
    : fetchRemotesDocument().then((document) => {
        setLatestIssue(document.latestIssue ?? null);
        return document;
      });
}

/** The `<script type="application/json" id="journal-site-config">` block, or null when missing or invalid. */
function readInlineRemotesDocument(): RemotesDocument | null {
  const text = typeof document === 'undefined' ? null : document.getElementById('journal-site-config')?.textContent;
  if (!text) return null;
  try {
    return parseRemotesDocument(JSON.parse(text));
  } catch {
    return null;
  }
}

async function fetchRemotesDocument(): Promise<RemotesDocument> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new SiteConfigError(`The site configuration answered ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SiteConfigError('The site configuration is not valid JSON.');
  }
  return parseRemotesDocument(body);
}

/** Validates /remotes.json so a malformed file gives a clear message instead of a crash deep in the runtime. */
export function parseRemotesDocument(body: unknown): RemotesDocument {
  const candidate = body as Partial<RemotesDocument> | null;
  if (!candidate || typeof candidate !== 'object' || !candidate.remotes || typeof candidate.remotes !== 'object') {
    throw new SiteConfigError('The site configuration lists no remotes.');
  }
  const remotes = {} as Record<SectionName, string>;
  for (const section of sectionNames) {
    const entry = (candidate.remotes as Record<string, unknown>)[section];
    if (typeof entry !== 'string' || !/^https?:\/\/|^\//.test(entry)) {
      throw new SiteConfigError(`The site configuration has no valid address for the ${section} section.`);
    }
    remotes[section] = entry;
  }
  const latestIssue = parseLatestIssue(candidate.latestIssue);
  const routes = parseRoutes(candidate.routes);
  return {
    remotes,
    settings: parseSettings(candidate.settings),
    ...(latestIssue ? { latestIssue } : {}),
    ...(routes ? { routes } : {}),
  };
}

/** An unreadable latest issue is dropped (the link then goes to /current-issue), never a failed page. */
function parseLatestIssue(value: unknown): IssueRef | null {
  if (!value || typeof value !== 'object') return null;
  const { year, volume, issue } = value as Record<string, unknown>;
  const positive = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;
  return positive(year) && positive(volume) && positive(issue) ? { year, volume, issue } : null;
}

/** The sections' published paths; anything unreadable is dropped (the shell then mounts the paths it was built with). */
function parseRoutes(value: unknown): Record<SectionName, string[]> | null {
  if (!value || typeof value !== 'object') return null;
  const routes = {} as Record<SectionName, string[]>;
  for (const section of sectionNames) {
    const paths = (value as Record<string, unknown>)[section];
    if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string')) return null;
    routes[section] = paths;
  }
  return routes;
}

/**
 * The route table to mount, read synchronously at start: the sections' published paths from the copy
 * of the site configuration in the page, else the ones this shell was built with.
 */
export function initialRouteTable(): RouteTable {
  const routes = readInlineRemotesDocument()?.routes;
  if (!routes) return builtInRouteTable;
  return Object.fromEntries(
    sectionNames.map((section) => [section, routes[section].map((path) => ({ path }))]),
  ) as RouteTable;
}

/** Missing settings take their defaults; a setting of the wrong type is refused, not passed on to crash a link or a call. */
function parseSettings(value: unknown): SiteSettings {
  if (value === undefined) return defaultSettings;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new SiteConfigError('The site configuration has unreadable settings.');
  const settings = { ...defaultSettings };
  for (const name of Object.keys(defaultSettings) as Array<keyof SiteSettings>) {
    const setting = (value as Record<string, unknown>)[name];
    if (setting === undefined) continue;
    if (typeof setting !== 'string' || setting === '')
      throw new SiteConfigError(`The site configuration has an unreadable ${name} setting.`);
    settings[name] = setting;
  }
  if (!URL.canParse(settings.editorialSystemUrl))
    throw new SiteConfigError('The site configuration has an unreadable editorialSystemUrl setting.');
  return settings;
}

/**
 * The exposed routes of a section's remote. The promise is kept, failed or not, so React's `use()`
 * sees the same promise on every render; Retry calls `forgetFailedSection` first, which makes the
 * next render ask the network again (the federation runtime does not cache a failed manifest).
 */
export function loadSection(section: SectionName): Promise<RemoteModule> {
  let promise = sectionPromises.get(section);
  if (!promise) {
    promise = fetchSection(section);
    sectionPromises.set(section, promise);
    promise.catch(() => failedSections.add(section));
  }
  return promise;
}

/** Drops a section's failed load so the next render tries again; a loaded or loading section is kept. */
export function forgetFailedSection(section: SectionName): void {
  if (failedSections.delete(section)) sectionPromises.delete(section);
}

/** Sections whose remote failed to load: registered afresh before the next try (see remoteRefresh.ts). */
const sectionsToRefresh = new Set<SectionName>();

async function fetchSection(section: SectionName): Promise<RemoteModule> {
  let document: RemotesDocument;
  try {
    document = await loadSiteConfig();
  } catch (error) {
    // A fetch that got no answer at all (offline, site server down) is a configuration failure too, with the same Retry.
    throw error instanceof SiteConfigError
      ? error
      : new SiteConfigError('The site configuration could not be fetched.', error);
  }
  const meta = sections[section];
  if (sectionsToRefresh.delete(section)) refreshRemote(meta.remote, document.remotes[section]);
  // Before any of the remote's code runs: a release this site cannot run gets the section's own message.
  await assertCompatibleRelease(section, document.remotes[section]);
  let module: unknown;
  try {
    module = await loadRemote(`${meta.remote}/routes`);
  } catch (error) {
    sectionsToRefresh.add(section);
    throw new RemoteUnavailableError(section, error);
  }
  if (!module) {
    sectionsToRefresh.add(section);
    throw new RemoteUnavailableError(section, new Error('empty module'));
  }
  try {
    // A stylesheet the page chunk needed and could not get is loaded again here (see remoteStyles.ts).
    await restoreRemoteStylesheets(remoteFolder(document.remotes[section]));
  } catch (error) {
    throw new RemoteUnavailableError(section, error);
  }
  return assertRemoteModule(module, section);
}

/**
 * Warm a section before the reader gets there (link hover, idle time): its remote, and with `path` (the
 * section route's path, as in the route table) that page's own chunk when the remote made it lazy
 * (`lazyPage` in @journal/shared). Errors are left for the real load.
 */
export function prefetchSection(section: SectionName, path?: string): void {
  loadSection(section)
    .then((module) => {
      const page = module.routes.find((route) => route.path === path)?.Component as { preload?: unknown } | undefined;
      // Optional: a remote's pages need not be lazy, and an older remote's have no preload.
      return typeof page?.preload === 'function' ? (page.preload as () => Promise<unknown>)() : undefined;
    })
    .catch(() => undefined);
}

let pluginRegistered = false;

/** The runtime's errorLoadRemote hook: log which remote failed and let the section boundary show it. */
export function registerFederationErrorHook(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  watchRemoteStylesheets((href) => Object.values(remoteFolders).some((folder) => href.startsWith(folder)));
  registerPlugins([
    {
      name: 'journal-remote-errors',
      loadEntry: loadRefreshedEntry,
      fetch: reuseCheckedManifest,
      errorLoadRemote(args) {
        console.error(`[federation] could not load ${args.id} (${args.lifecycle})`, args.error);
        return undefined;
      },
    },
  ]);
}
