import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mainLinkClicked, makeStore } from '@journal/shared';
import * as api from './api.ts';
import {
  conferenceOpened,
  fetchConferenceDetails,
  fetchConferencePapers,
  pageChanged,
  searchCleared,
  searchConferencePapers,
  selectConferenceDetailsStatus,
  selectConferenceListStatus,
  selectConferencePage,
  selectConferencePagination,
  selectConferencePapers,
  selectConferenceSearchResults,
  selectConferenceSearchStatus,
} from './conferenceArticlesSlice.ts';
import { fetchConferenceCategories, newestFirst, selectConferenceCategories, selectConferenceCategoriesStatus } from './conferenceSlice.ts';
import { conferencePage, conferencePaper, iciccCategory, ncetCategory } from './testData.ts';

vi.mock('./api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  requestConferenceCategories: vi.fn(),
  requestConferencePage: vi.fn(),
  requestConferenceSearch: vi.fn(),
  requestConferenceDetails: vi.fn(),
}));

const requestPage = vi.mocked(api.requestConferencePage);
let log: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.clearAllMocks();
  log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('conference categories', () => {
  it('lists the newest conference first and loads once', async () => {
    vi.mocked(api.requestConferenceCategories).mockResolvedValue([ncetCategory, iciccCategory]);
    const store = makeStore();
    await store.dispatch(fetchConferenceCategories());
    await store.dispatch(fetchConferenceCategories());
    expect(selectConferenceCategories(store.getState())?.map((category) => category.id)).toEqual([2, 1]);
    expect(api.requestConferenceCategories).toHaveBeenCalledTimes(1);
  });

  it('logs Error fetching conference data when the call fails', async () => {
    vi.mocked(api.requestConferenceCategories).mockRejectedValue(new Error('Network Error'));
    const store = makeStore();
    await store.dispatch(fetchConferenceCategories());
    expect(selectConferenceCategoriesStatus(store.getState())).toBe('failed');
    expect(log).toHaveBeenCalledWith('Error fetching conference data', expect.any(Error));
  });

  it('orders by year, then volume and issue', () => {
    const later = { ...iciccCategory, id: 3, issue: 3 };
    expect(newestFirst([ncetCategory, later, iciccCategory]).map((category) => category.id)).toEqual([3, 2, 1]);
  });
});

describe('conference papers', () => {
  it('asks for the conference id with page size 5 and keeps the pagination', async () => {
    requestPage.mockResolvedValue(conferencePage([conferencePaper(6)], { current_page: 2, total_items: 6, total_pages: 2 }));
    const store = makeStore();
    await store.dispatch(fetchConferencePapers({ id: 2, page: 2 }));
    expect(requestPage).toHaveBeenCalledWith(2, 2);
    expect(api.CONFERENCE_PAGE_SIZE).toBe(5);
    expect(selectConferencePagination(store.getState())).toEqual({ current_page: 2, per_page: 5, total_items: 6, total_pages: 2 });
  });

  it('skips a conference page that is already loaded', async () => {
    requestPage.mockResolvedValue(conferencePage([conferencePaper(1)]));
    const store = makeStore();
    await store.dispatch(fetchConferencePapers({ id: 2, page: 1 }));
    await store.dispatch(fetchConferencePapers({ id: 2, page: 1 }));
    expect(requestPage).toHaveBeenCalledTimes(1);
  });

  it('starts another conference on page 1 with an empty list', async () => {
    requestPage.mockResolvedValue(conferencePage([conferencePaper(1)]));
    const store = makeStore();
    store.dispatch(conferenceOpened(2));
    store.dispatch(pageChanged(3));
    await store.dispatch(fetchConferencePapers({ id: 2, page: 3 }));
    store.dispatch(conferenceOpened(1));
    expect(selectConferencePage(store.getState())).toBe(1);
    expect(selectConferencePapers(store.getState())).toEqual([]);
  });

  it('returns to page 1 when a main navigation link is clicked', () => {
    const store = makeStore();
    store.dispatch(pageChanged(2));
    store.dispatch(mainLinkClicked());
    expect(selectConferencePage(store.getState())).toBe(1);
  });

  it('tells an unknown conference from a failed call, logging only the failure', async () => {
    requestPage.mockRejectedValueOnce({ response: { status: 404 } });
    const store = makeStore();
    await store.dispatch(fetchConferencePapers({ id: 404, page: 1 }));
    expect(selectConferenceListStatus(store.getState())).toBe('notFound');
    expect(log).not.toHaveBeenCalled();

    requestPage.mockRejectedValueOnce(new Error('Network Error'));
    await store.dispatch(fetchConferencePapers({ id: 405, page: 1 }));
    expect(selectConferenceListStatus(store.getState())).toBe('failed');
    expect(log).toHaveBeenCalledWith('Error fetching conference data', expect.any(Error));
  });
});

describe('conference search', () => {
  it('replaces the list with the results until cleared', async () => {
    vi.mocked(api.requestConferenceSearch).mockResolvedValue([conferencePaper(4)]);
    const store = makeStore();
    await store.dispatch(searchConferencePapers('crop'));
    expect(selectConferenceSearchResults(store.getState())?.map((paper) => paper.id)).toEqual([4]);
    store.dispatch(searchCleared());
    expect(selectConferenceSearchResults(store.getState())).toBeNull();
  });

  it('leaves search mode when another conference is opened', async () => {
    vi.mocked(api.requestConferenceSearch).mockResolvedValue([conferencePaper(4)]);
    const store = makeStore();
    store.dispatch(conferenceOpened(2));
    await store.dispatch(searchConferencePapers('crop'));
    store.dispatch(conferenceOpened(1));
    expect(selectConferenceSearchResults(store.getState())).toBeNull();
  });

  it('only logs a failed search and stays out of search mode', async () => {
    vi.mocked(api.requestConferenceSearch).mockRejectedValue(new Error('Network Error'));
    const store = makeStore();
    await store.dispatch(searchConferencePapers('crop'));
    expect(selectConferenceSearchResults(store.getState())).toBeNull();
    expect(selectConferenceSearchStatus(store.getState())).toBe('failed');
    expect(log).toHaveBeenCalledWith('Error fetching conference data', expect.any(Error));
  });
});

describe('conference paper details', () => {
  it('reports an unknown paper id as not found', async () => {
    vi.mocked(api.requestConferenceDetails).mockRejectedValue({ response: { status: 404 } });
    const store = makeStore();
    await store.dispatch(fetchConferenceDetails(9999));
    expect(selectConferenceDetailsStatus(store.getState())).toBe('notFound');
  });
});
