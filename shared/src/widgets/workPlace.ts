import type { WorkKindName } from '../routing/links.ts';
import { issueNameWithYear } from '../text/issueName.ts';

// Beside WorkCard, its only user in the browser, so it travels in the card's chunk rather than in a remote's
// `common` one, which every first load of the remote fetches (build-kit/speed/chunks.mjs).

/** Where a work belongs, as the lists say it: "Volume 4, Issue 1 (2025)", "Thesis Volume 3, Year 2024", the conference's name. */
export function workPlace(work: {
  kind: WorkKindName;
  year: number;
  volume: number | null;
  issue: number | null;
  conference: { name: string } | null;
}): string {
  if (work.kind === 'paper') return issueNameWithYear(work);
  if (work.kind === 'thesis') return `Thesis Volume ${work.volume}, Year ${work.year}`;
  return work.conference ? `${work.conference.name} (${work.year})` : `Conference paper (${work.year})`;
}
