export const LIVE_SITE_VARIABLE: string;
/** What the live site's shell declares in its mf-manifest.json (`metaData.journal`). */
export interface LiveSite {
  source: string;
  sharedVersion: string;
  contractVersion: number | undefined;
  sharedExports: Record<string, string[]> | undefined;
}
export function liveSiteSource(options: {
  remoteRoot: string;
  env?: Record<string, string | undefined>;
}): string | null;
export function readLiveSite(options: {
  remoteRoot: string;
  env?: Record<string, string | undefined>;
}): Promise<LiveSite | null>;
export function shellVersions(manifest: unknown, source: string): Omit<LiveSite, 'source'>;
export function refusals(buildManifest: unknown, live: LiveSite): string[];
