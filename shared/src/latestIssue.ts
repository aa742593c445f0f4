import { useSyncExternalStore } from 'react';
import { currentIssueLink, type IssueRef } from './routing/links.ts';
import type { PageAddress } from './routing/sections.ts';

/**
 * The journal's latest issue, as the site server knows it: it reads the archive index and puts the
 * newest issue into every page's site configuration (`latestIssue` in /remotes.json and the inline
 * copy), so the Current Issue link leads to it from the first paint on every page, before any section
 * has loaded anything. No page's store is involved (docs/architecture.md, "The current issue").
 */

/** The newest issue of an archive index: the newest year, its highest volume, that volume's highest issue. */
export function latestIssueOf(
  index: ReadonlyArray<{ year: number; volumes: ReadonlyArray<{ volume: number; issue: readonly number[] }> }>,
): IssueRef | null {
  let latest: IssueRef | null = null;
  for (const { year, volumes } of index) {
    for (const { volume, issue: issues } of volumes) {
      for (const issue of issues) {
        const newer =
          !latest ||
          year > latest.year ||
          (year === latest.year && (volume > latest.volume || (volume === latest.volume && issue > latest.issue)));
        if (newer) latest = { year, volume, issue };
      }
    }
  }
  return latest;
}

let latest: IssueRef | null = null;
const listeners = new Set<() => void>();

/** Called by the shell with the site configuration's latest issue (null when the site server did not know it). */
export function setLatestIssue(issue: IssueRef | null): void {
  if (issue?.year === latest?.year && issue?.volume === latest?.volume && issue?.issue === latest?.issue) return;
  latest = issue;
  for (const listener of listeners) listener();
}

export function latestIssue(): IssueRef | null {
  return latest;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Current Issue link's target, kept up to date. */
export function useCurrentIssueHref(): PageAddress {
  return currentIssueLink(useSyncExternalStore(subscribe, latestIssue, latestIssue));
}
