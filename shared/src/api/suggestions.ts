import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks.ts';
import { workPath } from '../routing/links.ts';
import { issueNameWithYear } from '../text/issueName.ts';
import { callQuery, journalApi } from './journalApi.ts';

/**
 * Suggestions for a search box, from /archiveSuggestions: papers whose title or author words start
 * with what was typed (or whose unique id does), each leading to its details page, in the UI kit's
 * `Suggestion` shape. Kept 30 s, so typing back to an earlier prefix asks nothing again.
 */
const suggestionsApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    archiveSuggestions: callQuery(build, '/archiveSuggestions', {
      payload: (search: string) => ({ search }),
      select: ({ suggestions }) =>
        suggestions.map((s) => ({
          key: String(s.paper_id),
          label: s.paper_title,
          detail: `${s.paper_uniqueid} · ${issueNameWithYear(s)}`,
          href: workPath('paper', s.paper_id, s.paper_title),
        })),
      keepFor: 30,
    }),
  }),
});

/**
 * The search boxes' `loadSuggestions`: one query a keystroke, cancelled when the combobox no longer
 * needs it (its `signal`), which a query hook cannot do for an answer awaited in an event handler.
 */
export function useArchiveSuggestions() {
  const dispatch = useAppDispatch();
  return useCallback(
    (text: string, signal: AbortSignal) => {
      const query = dispatch(suggestionsApi.endpoints.archiveSuggestions.initiate(text, { subscribe: false }));
      signal.addEventListener('abort', () => query.abort(), { once: true });
      return query.unwrap();
    },
    [dispatch],
  );
}
