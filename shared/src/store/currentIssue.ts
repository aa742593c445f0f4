import { issueLink } from '../links.ts';

/**
 * Contract between the archives remote and the shell: the archives remote injects a query endpoint
 * named `archiveIndex` into the one RTK Query API, whose answer is the archive index newest year first;
 * the shell's Current Issue link reads that cached answer. The shell never imports the remote, so the
 * shape it relies on is stated here.
 */
export const ARCHIVE_INDEX_ENDPOINT = 'archiveIndex';

export interface ArchiveIndexYear {
  year: number;
  volumes: Array<{ volume: number; issue: number[] }>;
}

interface CachedQuery {
  endpointName?: string;
  data?: unknown;
}

/** The archive index once any page has loaded it, newest year first; null before. */
export function selectArchiveIndex(state: object): ArchiveIndexYear[] | null {
  const queries =
    (state as { journalApi?: { queries?: Record<string, CachedQuery | undefined> } }).journalApi?.queries ?? {};
  for (const entry of Object.values(queries)) {
    if (entry?.endpointName === ARCHIVE_INDEX_ENDPOINT && Array.isArray(entry.data))
      return entry.data as ArchiveIndexYear[];
  }
  return null;
}

/** Paper list of the newest year, its first volume and first issue; /current-issue while the index is not loaded. */
export function currentIssuePath(state: object): string {
  const newest = selectArchiveIndex(state)?.[0];
  const volume = newest?.volumes[0];
  const issue = volume?.issue[0];
  if (!newest || !volume || issue === undefined) return '/current-issue';
  return issueLink('current-issue', { year: newest.year, volume: volume.volume, issue });
}
