import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import {
  assertRemoteModule,
  configureApiClient,
  defaultSettings,
  sections,
  sectionNames,
  setSiteSettings,
  type RemoteModule,
  type RemotesDocument,
  type SectionName,
  type SiteSettings,
} from '@journal/shared';

/**
 * Remote discovery at run time (GUIDE section 2): the addresses of the remotes come from the site
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
  constructor(message: string) {
    super(message);
    this.name = 'SiteConfigError';
  }
}

let configPromise: Promise<RemotesDocument> | null = null;
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

function readSiteConfig(): Promise<RemotesDocument> {
  const inline = readInlineRemotesDocument();
  return inline ? Promise.resolve(inline) : fetchRemotesDocument();
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
  const settings: SiteSettings = { ...defaultSettings, ...(candidate.settings ?? {}) };
  return { remotes, settings };
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

async function fetchSection(section: SectionName): Promise<RemoteModule> {
  await loadSiteConfig();
  const meta = sections[section];
  let module: unknown;
  try {
    module = await loadRemote(`${meta.remote}/routes`);
  } catch (error) {
    throw new RemoteUnavailableError(section, error);
  }
  if (!module) throw new RemoteUnavailableError(section, new Error('empty module'));
  return assertRemoteModule(module, section);
}

/** Warm a section before the reader gets there (link hover, idle time). Errors are left for the real load. */
export function prefetchSection(section: SectionName): void {
  loadSection(section).catch(() => undefined);
}

let pluginRegistered = false;

/** The runtime's errorLoadRemote hook: log which remote failed and let the section boundary show it. */
export function registerFederationErrorHook(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    {
      name: 'journal-remote-errors',
      errorLoadRemote(args) {
        console.error(`[federation] could not load ${args.id} (${args.lifecycle})`, args.error);
        return undefined;
      },
    },
  ]);
}
