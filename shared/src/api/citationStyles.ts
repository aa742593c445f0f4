import type { WorkKind } from '../contract/api/models.ts';
import { styledReferencePath, type CitationStyleId } from '../citation/styles.ts';
import { toApiFailure, type ApiFailure } from './failure.ts';
import { http } from './http.ts';
import { journalApi } from './journalApi.ts';

export interface StyledReferenceRequest {
  kind: WorkKind;
  id: number;
  style: CitationStyleId;
}

/**
 * The reference of a work in one CSL style, as plain text from the site server (citeproc and the style
 * files stay there: docs/discoverability.md, "Citation styles"). Not a call of the content API, so it is
 * a GET of the page's own origin through the one axios instance (its retries and failures), without the
 * API's Authorization header. Kept five minutes: picking a style again shows it at once.
 */
const citationStylesApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    styledReference: build.query<string, StyledReferenceRequest>({
      async queryFn({ kind, id, style }, { signal }) {
        try {
          const answer = await http.get<string>(styledReferencePath(kind, id, style), {
            baseURL: '/',
            responseType: 'text',
            headers: { Authorization: false },
            signal,
          });
          return { data: answer.data };
        } catch (error) {
          return { error: toApiFailure(error) satisfies ApiFailure };
        }
      },
      keepUnusedDataFor: 300,
    }),
  }),
});

/** The lazy query "Other styles" runs when the reader picks a style (nothing is fetched before). */
export const useStyledReference = citationStylesApi.useLazyStyledReferenceQuery;
