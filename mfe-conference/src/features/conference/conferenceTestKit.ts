/**
 * The conference calls faked for page tests: MSW handlers on the contract (the pages' real endpoints and
 * the shared axios instance run) whose answers come from these mock functions, so a test sets an answer,
 * a failure (a rejected mock is a 500) or a pending promise, and checks what was asked. Test code only.
 */
import { beforeEach, vi } from 'vitest';
import type {
  ConferenceCategory,
  ConferenceFetchAnswer,
  ConferencePaperDetails,
  ConferencePaperSummary,
} from '@journal/shared';
import { errorAnswer, fakeApi, onCall } from '@journal/shared/testing';

export const api = {
  requestConferenceCategories: vi.fn<() => Promise<ConferenceCategory[]>>(),
  /** Resolve with null for a conference the journal does not know (the API's 404). */
  requestConferencePage: vi.fn<(id: number, page: number) => Promise<ConferenceFetchAnswer | null>>(),
  requestConferenceSearch: vi.fn<(search: string) => Promise<ConferencePaperSummary[]>>(),
  /** Resolve with null for an unknown paper id (the API's 404). */
  requestConferenceDetails: vi.fn<(paperid: number) => Promise<ConferencePaperDetails | null>>(),
};

beforeEach(() => {
  vi.clearAllMocks();
  fakeApi(
    onCall('/conferenceCategoriesFetch', async () => ({
      Conference_CategoriesList: await api.requestConferenceCategories(),
    })),
    onCall(
      '/conferenceFetch',
      async ({ id, page = 1 }) =>
        (await api.requestConferencePage(id, page)) ?? errorAnswer(404, 'Conference not found'),
    ),
    onCall('/searchConference', async ({ search }) => {
      const papersList = await api.requestConferenceSearch(search);
      return { papersList, current_page: 1, per_page: 100, total_items: papersList.length, total_pages: 1 };
    }),
    onCall('/conferenceDetails', async ({ paperid }) => {
      const details = await api.requestConferenceDetails(paperid);
      return details ? { ConferenceDetails: details } : errorAnswer(404, 'Conference paper not found');
    }),
  );
});
