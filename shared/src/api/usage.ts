import { useEffect, useState } from 'react';
import type { WorkKind } from '../contract/api/models.ts';
import { postCall } from './postCall.ts';

export interface UsageFigures {
  views: number;
  downloads: number;
}

/**
 * Counts this view of a details page and answers the work's totals (COUNTER rules on the API,
 * docs/discoverability.md "Usage counts"). Sent after the page has rendered, so counting never holds up
 * the page; undefined until the answer comes, and when the call fails (the page shows no figures then).
 */
export function useViewCount(kind: WorkKind, id: number): UsageFigures | undefined {
  const work = `${kind}/${id}`;
  // Kept with the work it belongs to, so a page that moves to another work shows nothing until its own answer.
  const [answer, setAnswer] = useState<{ work: string; figures: UsageFigures }>();
  useEffect(() => {
    const controller = new AbortController();
    postCall('/countView', { kind, id }, { signal: controller.signal }).then(
      ({ views, downloads }) => setAnswer({ work: `${kind}/${id}`, figures: { views, downloads } }),
      () => {},
    );
    return () => controller.abort();
  }, [kind, id]);
  return answer?.work === work ? answer.figures : undefined;
}

/**
 * Totals of the works on a list of cards, by id, fetched after the cards show; empty until they come
 * (and when the call fails: a card then shows no figures rather than wrong ones).
 */
export function useUsageTotals(kind: WorkKind, ids: number[]): ReadonlyMap<number, UsageFigures> {
  const [totals, setTotals] = useState<ReadonlyMap<number, UsageFigures>>(new Map());
  const key = ids.join(',');
  useEffect(() => {
    const wanted = key ? key.split(',').map(Number) : [];
    if (wanted.length === 0) return;
    const controller = new AbortController();
    postCall('/usageTotals', { kind, ids: [...new Set(wanted)] }, { signal: controller.signal }).then(
      (answer) => setTotals(new Map(answer.totals.map(({ id, views, downloads }) => [id, { views, downloads }]))),
      () => {},
    );
    return () => controller.abort();
  }, [kind, key]);
  return totals;
}
