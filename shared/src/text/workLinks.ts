import { slugify } from './slugify.ts';

/** The three kinds of work the site lists (the API's WorkKind). */
export type WorkKindName = 'paper' | 'thesis' | 'conference';

const DETAILS: Record<WorkKindName, string> = {
  paper: '/archives/paper-details',
  thesis: '/thesis/paper-details',
  conference: '/conference/paper-details',
};

/** The details page of a paper, thesis or conference paper (the papertitle slug of each section). */
export function workPath(kind: WorkKindName, id: number, title: string): string {
  return `${DETAILS[kind]}?paperid=${id}&papertitle=${slugify(title)}`;
}

/** Where a work belongs, as the lists say it: "Volume 4, Issue 1 (2025)", "Thesis Volume 3, Year 2024", the conference's name. */
export function workPlace(work: {
  kind: WorkKindName;
  year: number;
  volume: number | null;
  issue: number | null;
  conference: { name: string } | null;
}): string {
  if (work.kind === 'paper') return `Volume ${work.volume}, Issue ${work.issue} (${work.year})`;
  if (work.kind === 'thesis') return `Thesis Volume ${work.volume}, Year ${work.year}`;
  return work.conference ? `${work.conference.name} (${work.year})` : `Conference paper (${work.year})`;
}
