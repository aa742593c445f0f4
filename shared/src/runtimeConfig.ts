import type { IssueRef } from './routing/links.ts';
import type { SectionName } from './routing/routeTable.ts';

/**
 * Settings that differ per deployment and are read at run time, never baked into a build.
 * The site server sends them in /remotes.json together with the remotes' addresses.
 */
export interface SiteSettings {
  /** Base of the content API as the browser sees it (the site server proxies it). */
  apiBase: string;
  /** The fixed Authorization header value the API expects. */
  apiAuthorization: string;
  /** Login page of the external editorial system (Author Login, Submit). */
  editorialSystemUrl: string;
}

/** The body of GET /remotes.json. */
export interface RemotesDocument {
  /** Address of each remote's mf-manifest.json, by section. */
  remotes: Record<SectionName, string>;
  settings: SiteSettings;
  /** The newest issue of the archive when the site server could read it (the Current Issue link), else absent. */
  latestIssue?: IssueRef;
  /**
   * The paths of each section as its remote published them (routes.json beside its manifest), read
   * by the site server. Optional: a shell falls back to the paths it was built with.
   */
  routes?: Record<SectionName, string[]>;
}

export const defaultSettings: SiteSettings = {
  apiBase: '/api',
  apiAuthorization: 'Bearer ijcri-public-site-2026',
  editorialSystemUrl: 'https://ems.ijcri.org/login',
};

let currentSettings: SiteSettings = defaultSettings;

/**
 * The run-time settings of this deployment. The shell sets them from /remotes.json before any remote
 * renders (a remote loads only after the document is read), so remotes read the real values.
 */
export function siteSettings(): SiteSettings {
  return currentSettings;
}

export function setSiteSettings(settings: SiteSettings): void {
  currentSettings = settings;
}

/** Address of the external editorial system with the journal identifier the system expects. */
export function editorialSystemLink(settings: SiteSettings, journalId: number): string {
  const url = new URL(settings.editorialSystemUrl);
  url.searchParams.set('journal', String(journalId));
  return url.toString();
}
