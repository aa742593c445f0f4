import { callQuery, listSearchQuery, journalApi, PAGE_SIZES } from '@journal/shared';

/** docs/sections.md, "Rules every section shares": every failing thesis call raises this message. */
export const THESIS_FAILURE = 'Failed to fetch Thesis';

/** An index entry: thesis volumes have no issues, so every entry carries issue 0 (docs/api.md). */
export interface ThesisIndexVolume {
  volume: number;
  issue: 0;
}

export interface ThesisIndexYear {
  year: number;
  volumes: ThesisIndexVolume[];
}

/** The API's oldest-first years, newest first, every volume entry with issue 0. */
export function toIndex(years: Array<{ year: number; volumes: Array<{ volume: number }> }>): ThesisIndexYear[] {
  return [...years].reverse().map((year) => ({
    year: year.year,
    volumes: year.volumes.map((entry) => ({ volume: entry.volume, issue: 0 as const })),
  }));
}

export interface ThesisPageRequest {
  year: number;
  volume: number;
  page: number;
}

/**
 * The thesis calls, added to the page's one RTK Query API when this remote's routes load.
 * Cache lifetimes: the index (1 h) and a volume's theses (10 min) change rarely; a thesis page 10 min;
 * a search 1 min.
 */
const thesisApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    thesisIndex: callQuery(build, '/thesisYearListing', {
      select: (answer) => toIndex(answer.thesis),
      keepFor: 3600,
    }),
    thesisVolume: callQuery(build, '/thesisDataListing', {
      payload: ({ year, volume, page }: ThesisPageRequest) => ({
        thesis_year: year,
        thesis_volume: volume,
        page,
        per_page: PAGE_SIZES.thesis,
      }),
      keepFor: 600,
      // docs/sections.md, "Rules every section shares": a thesis list failure is logged; the page offers a retry.
      logFailureAs: THESIS_FAILURE,
    }),
    thesisSearch: listSearchQuery(build, '/searchThesis'),
    thesisDetails: callQuery(build, '/thesisDetails', {
      payload: (paperid: number) => ({ paperid }),
      select: (answer) => answer.thesis,
      keepFor: 600,
    }),
  }),
});

export const { useThesisIndexQuery, useThesisVolumeQuery, useThesisSearchQuery, useThesisDetailsQuery } = thesisApi;
