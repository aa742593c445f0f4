/**
 * The thesis calls faked for page tests: MSW handlers on the contract (the pages' real endpoints and the
 * shared axios instance run) whose answers come from these mock functions, so a test sets an answer,
 * a failure (a rejected mock is a 500) or a pending promise, and checks what was asked. Test code only.
 */
import { beforeEach, vi } from 'vitest';
import type { ThesisDataListingAnswer, ThesisDetails, ThesisYear } from '@journal/shared';
import { errorAnswer, fakeApi, onCall } from '@journal/shared/testing';

export const api = {
  requestThesisYears: vi.fn<() => Promise<ThesisYear[]>>(),
  requestThesisPage: vi.fn<(year: number, volume: number, page: number) => Promise<ThesisDataListingAnswer>>(),
  requestThesisSearch: vi.fn<(search: string) => Promise<ThesisDataListingAnswer>>(),
  /** Resolve with null for an unknown id (the API's 404). */
  requestThesisDetails: vi.fn<(paperid: number) => Promise<ThesisDetails | null>>(),
};

beforeEach(() => {
  vi.clearAllMocks();
  fakeApi(
    onCall('/thesisYearListing', async () => ({ thesis: await api.requestThesisYears() })),
    onCall('/thesisDataListing', ({ thesis_year, thesis_volume, page = 1 }) =>
      api.requestThesisPage(thesis_year, thesis_volume, page),
    ),
    onCall('/searchThesis', ({ search }) => api.requestThesisSearch(search)),
    onCall('/thesisDetails', async ({ paperid }) => {
      const thesis = await api.requestThesisDetails(paperid);
      return thesis ? { thesis } : errorAnswer(404, 'Thesis not found');
    }),
  );
});
