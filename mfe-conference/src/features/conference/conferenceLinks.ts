import { monthYear, readPositiveInt, slugify } from '@journal/shared/text';
import type { ConferenceCategory, ConferencePaper } from './api.ts';

/** Limits the API accepts (docs/api.md); anything else in a query is treated as not given. */
const MAX_ID = 2_147_483_647;
const MAX_YEAR = 2100;
const MAX_NUMBER = 1000;
const MAX_PAGE = 100_000;
/** A conference name longer than this in a query is not a real one: it is cut, never echoed whole. */
const MAX_NAME = 200;

/** The list address of a conference, in the query shape of SPEC 2.1: name, year, volume, issue, id. */
export function conferenceListQuery(category: ConferenceCategory, page = 1): URLSearchParams {
  const query = new URLSearchParams({
    name: category.name,
    year: String(category.year),
    volume: String(category.volume),
    issue: String(category.issue),
    id: String(category.id),
  });
  if (page > 1) query.set('page', String(page));
  return query;
}

export function conferenceListHref(category: ConferenceCategory): string {
  return `/conference/paperlist?${conferenceListQuery(category).toString()}`;
}

/** Details address without the section parameter (the paper card adds it). */
export function conferenceDetailsHref(paper: { id: number; title: string }): string {
  return `/conference/paper-details?paperid=${paper.id}&papertitle=${slugify(paper.title)}`;
}

export interface ConferenceListQuery {
  id: number;
  page: number;
  /** What the link said about the conference, shown until the conference itself is known. */
  name: string | null;
  year: number | null;
  volume: number | null;
  issue: number | null;
}

/** The list page's query, or null without a readable conference id. */
export function readConferenceListQuery(query: URLSearchParams): ConferenceListQuery | null {
  const id = readPositiveInt(query.get('id'), MAX_ID);
  if (id === null) return null;
  const name = query.get('name')?.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME) || null;
  return {
    id,
    page: readPositiveInt(query.get('page'), MAX_PAGE) ?? 1,
    name,
    year: readPositiveInt(query.get('year'), MAX_YEAR),
    volume: readPositiveInt(query.get('volume'), MAX_NUMBER),
    issue: readPositiveInt(query.get('issue'), MAX_NUMBER),
  };
}

export function readPaperId(query: URLSearchParams): number | null {
  return readPositiveInt(query.get('paperid'), MAX_ID);
}

/**
 * Published Online of a conference paper (SPEC 2.5): its month and year, or else the month and year
 * of its last update.
 */
export function conferencePublishedOnline(paper: Pick<ConferencePaper, 'month' | 'year' | 'updated_at'>): string {
  if (paper.month?.trim() && paper.year) return monthYear(paper.month, paper.year);
  const updated = new Date(paper.updated_at);
  if (Number.isNaN(updated.getTime())) return paper.year ? String(paper.year) : '';
  return monthYear(updated.getUTCMonth() + 1, updated.getUTCFullYear());
}
