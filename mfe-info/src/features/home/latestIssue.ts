import type { ArchiveYear, IssueRef } from './api.ts';

/**
 * The latest published issue in an archive index: the newest year, its highest volume and that volume's
 * last issue number. Works whichever order the index is in (the API sends oldest first, the archives
 * remote keeps it newest first); null for an empty index.
 */
export function latestIssueOf(years: readonly ArchiveYear[]): IssueRef | null {
  let latest: IssueRef | null = null;
  for (const { year, volumes } of years) {
    for (const { volume, issue } of volumes) {
      if (issue.length === 0) continue;
      const last = Math.max(...issue);
      const candidate = { year, volume, issue: last };
      if (!latest || compare(candidate, latest) > 0) latest = candidate;
    }
  }
  return latest;
}

function compare(a: IssueRef, b: IssueRef): number {
  return a.year - b.year || a.volume - b.volume || a.issue - b.issue;
}
