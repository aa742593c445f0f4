import { useEffect, useMemo } from 'react';
import type { WorkKind } from '../contract/api/models.ts';
import { callMutation, callQuery, journalApi, skipToken } from './journalApi.ts';

export interface UsageFigures {
  views: number;
  downloads: number;
}

/**
 * The usage calls (docs/discoverability.md, "Usage counts"): counting a view is a write (sent once, never
 * retried by itself), the totals of a list's cards a read kept a minute.
 */
const usageApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    countView: callMutation(build, '/countView'),
    usageTotals: callQuery(build, '/usageTotals', {
      payload: (work: { kind: WorkKind; ids: number[] }) => work,
      keepFor: 60,
    }),
  }),
});

/**
 * Counts this view of a details page and answers the work's totals (COUNTER rules on the API). Sent after
 * the page has rendered, so counting never holds up the page; undefined until the answer comes, and when
 * the call fails (the page shows no figures then).
 */
export function useViewCount(kind: WorkKind, id: number): UsageFigures | undefined {
  const [countView, { data, originalArgs }] = usageApi.useCountViewMutation();
  useEffect(() => {
    const sent = countView({ kind, id });
    return () => sent.abort();
  }, [countView, kind, id]);
  // Only the answer for this work: a page that moves to another work shows nothing until its own answer.
  if (!data || originalArgs?.kind !== kind || originalArgs.id !== id) return undefined;
  return { views: data.views, downloads: data.downloads };
}

const NO_TOTALS: ReadonlyMap<number, UsageFigures> = new Map();

/**
 * Totals of the works on a list of cards, by id, fetched after the cards show; empty until they come
 * (and when the call fails: a card then shows no figures rather than wrong ones).
 */
export function useUsageTotals(kind: WorkKind, ids: number[]): ReadonlyMap<number, UsageFigures> {
  const unique = [...new Set(ids)];
  const { data } = usageApi.useUsageTotalsQuery(unique.length > 0 ? { kind, ids: unique } : skipToken);
  // The store keeps the answer as sent (plain data); the map is made for the page.
  return useMemo(
    () => (data ? new Map(data.totals.map(({ id, views, downloads }) => [id, { views, downloads }])) : NO_TOTALS),
    [data],
  );
}
