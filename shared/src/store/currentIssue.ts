/**
 * Contract between the archives remote and the shell: the archives remote keeps the archive index
 * (newest year first) at state.archive.years; the shell's Current Issue link reads it. The shell never
 * imports the remote, so the shape it relies on is stated here.
 */
export interface ArchiveIndexYear {
  year: number;
  volumes: Array<{ volume: number; issue: number[] }>;
}

export interface ArchiveIndexContract {
  archive?: { years: ArchiveIndexYear[] | null };
}

/** Paper list of the newest year, its first volume and first issue; /current-issue while the index is not loaded. */
export function currentIssuePath(state: object): string {
  const newest = (state as ArchiveIndexContract).archive?.years?.[0];
  const volume = newest?.volumes[0];
  const issue = volume?.issue[0];
  if (!newest || !volume || issue === undefined) return '/current-issue';
  return `/current-issue/paperlist?year=${newest.year}&volume=${volume.volume}&issue=${issue}`;
}
