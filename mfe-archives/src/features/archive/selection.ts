import { issueNameWithYear } from '@journal/shared/text';
import type { ArchiveIndexYear } from '@journal/shared';
import type { IssueRef as IssueSelection } from '@journal/shared/routes';

export type ResolvedSelection =
  | { kind: 'found'; selection: IssueSelection; issues: number[] }
  /** The issue does not exist in that volume: use this one instead (docs/sections.md). */
  | { kind: 'fallback'; selection: IssueSelection }
  | { kind: 'unknown' };

/**
 * Checks a requested issue against the archive index. docs/sections.md: when the newest year has fewer issues
 * than the one asked for (a reader keeping "Issue 3" while moving to a volume still in progress),
 * the issue falls back to 1. The same holds for any volume lacking the issue, so no link leads nowhere.
 */
export function resolveSelection(years: ArchiveIndexYear[], requested: IssueSelection): ResolvedSelection {
  const year = years.find((entry) => entry.year === requested.year);
  const volume = year?.volumes.find((entry) => entry.volume === requested.volume);
  if (!volume || volume.issue.length === 0) return { kind: 'unknown' };
  if (volume.issue.includes(requested.issue)) return { kind: 'found', selection: requested, issues: volume.issue };
  const fallback = volume.issue.includes(1) ? 1 : volume.issue[0]!;
  return { kind: 'fallback', selection: { ...requested, issue: fallback } };
}

export interface VolumeChoice {
  year: number;
  volume: number;
  /** Where choosing this volume leads: the current issue kept, or its fallback. */
  selection: IssueSelection;
}

/**
 * Every volume newest first, as the thesis strip runs (docs/sections.md, "The volume strip"): the
 * volumes readers want most sit at the start, in view on a phone. Choosing one keeps the issue.
 */
export function volumeChoices(years: ArchiveIndexYear[], currentIssue: number): VolumeChoice[] {
  return [...years]
    .sort((a, b) => b.year - a.year)
    .flatMap((year) =>
      [...year.volumes]
        .sort((a, b) => b.volume - a.volume)
        .map((volume) => {
          const requested = { year: year.year, volume: volume.volume, issue: currentIssue };
          const resolved = resolveSelection(years, requested);
          return {
            year: year.year,
            volume: volume.volume,
            selection: resolved.kind === 'fallback' ? resolved.selection : requested,
          };
        }),
    );
}

/** "Volume 3, Issue 2 (2024)", or "Volume 7 (2018)" for a volume published continuously: the heading of a paper list (docs/sections.md). */
export function issueHeading(selection: IssueSelection): string {
  return issueNameWithYear(selection);
}
