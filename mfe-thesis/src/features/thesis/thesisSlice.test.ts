import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mainLinkClicked, makeStore } from '@journal/shared';
import * as api from './api.ts';
import {
  fetchThesisDetails,
  fetchThesisIndex,
  fetchThesisPapers,
  pageChanged,
  searchCleared,
  searchThesis,
  selectActiveVolume,
  selectThesisDetailsStatus,
  selectThesisIndex,
  selectThesisIndexError,
  selectThesisListError,
  selectThesisPage,
  selectThesisPagination,
  selectThesisPapers,
  selectThesisSearchError,
  selectThesisSearchResults,
  toIndex,
  volumeSelected,
} from './thesisSlice.ts';
import { thesisItem, thesisPage } from './testData.ts';

vi.mock('./api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  requestThesisYears: vi.fn(),
  requestThesisPage: vi.fn(),
  requestThesisSearch: vi.fn(),
  requestThesisDetails: vi.fn(),
}));

const requestPage = vi.mocked(api.requestThesisPage);

beforeEach(() => {
  vi.clearAllMocks();
});

describe('thesis index', () => {
  it('holds the years newest first and gives every volume issue 0', async () => {
    vi.mocked(api.requestThesisYears).mockResolvedValue([
      { year: 2023, volumes: [{ volume: 2 }] },
      { year: 2024, volumes: [{ volume: 3 }] },
    ]);
    const store = makeStore();
    await store.dispatch(fetchThesisIndex());
    expect(selectThesisIndex(store.getState())).toEqual([
      { year: 2024, volumes: [{ volume: 3, issue: 0 }] },
      { year: 2023, volumes: [{ volume: 2, issue: 0 }] },
    ]);
  });

  it('is fetched once', async () => {
    vi.mocked(api.requestThesisYears).mockResolvedValue([]);
    const store = makeStore();
    await store.dispatch(fetchThesisIndex());
    await store.dispatch(fetchThesisIndex());
    expect(api.requestThesisYears).toHaveBeenCalledTimes(1);
  });

  it('raises Failed to fetch Thesis when the call fails', async () => {
    vi.mocked(api.requestThesisYears).mockRejectedValue(new Error('Network Error'));
    const store = makeStore();
    await store.dispatch(fetchThesisIndex());
    expect(selectThesisIndexError(store.getState())).toBe('Failed to fetch Thesis');
  });

  it('does not change the order of the answer it was given', () => {
    const answer = [{ year: 2022, volumes: [{ volume: 1 }] }, { year: 2023, volumes: [{ volume: 2 }] }];
    toIndex(answer);
    expect(answer[0]!.year).toBe(2022);
  });
});

describe('volume selection', () => {
  it('sets the issue to the default "1" and stores the volume active', () => {
    const store = makeStore();
    store.dispatch(volumeSelected({ year: 2024, volume: 3 }));
    expect(selectActiveVolume(store.getState())).toEqual({ year: 2024, volume: 3, issue: '1' });
  });

  it('starts a new volume on page 1 with an empty list', async () => {
    requestPage.mockResolvedValue(thesisPage([thesisItem(1)], { current_page: 2, total_pages: 3 }));
    const store = makeStore();
    store.dispatch(volumeSelected({ year: 2024, volume: 3 }));
    store.dispatch(pageChanged(2));
    await store.dispatch(fetchThesisPapers({ year: 2024, volume: 3, page: 2 }));
    expect(selectThesisPapers(store.getState())).toHaveLength(1);

    store.dispatch(volumeSelected({ year: 2023, volume: 2 }));
    expect(selectThesisPage(store.getState())).toBe(1);
    expect(selectThesisPapers(store.getState())).toEqual([]);
    expect(selectThesisPagination(store.getState()).total_pages).toBe(0);
  });

  it('keeps the list when the same volume is selected again', async () => {
    requestPage.mockResolvedValue(thesisPage([thesisItem(1)]));
    const store = makeStore();
    store.dispatch(volumeSelected({ year: 2024, volume: 3 }));
    await store.dispatch(fetchThesisPapers({ year: 2024, volume: 3, page: 1 }));
    store.dispatch(volumeSelected({ year: 2024, volume: 3 }));
    expect(selectThesisPapers(store.getState())).toHaveLength(1);
  });

  it('leaves search mode when another volume is chosen', async () => {
    vi.mocked(api.requestThesisSearch).mockResolvedValue(thesisPage([thesisItem(9)]));
    const store = makeStore();
    store.dispatch(volumeSelected({ year: 2024, volume: 3 }));
    await store.dispatch(searchThesis('graph'));
    store.dispatch(volumeSelected({ year: 2024, volume: 3 }));
    expect(selectThesisSearchResults(store.getState())).not.toBeNull();
    store.dispatch(volumeSelected({ year: 2023, volume: 2 }));
    expect(selectThesisSearchResults(store.getState())).toBeNull();
  });

  it('returns to page 1 when a main navigation link is clicked', () => {
    const store = makeStore();
    store.dispatch(pageChanged(4));
    store.dispatch(mainLinkClicked());
    expect(selectThesisPage(store.getState())).toBe(1);
  });
});

describe('paper list', () => {
  it('asks for the volume and page with integers and keeps the pagination', async () => {
    requestPage.mockResolvedValue(thesisPage([thesisItem(6)], { current_page: 2, total_items: 6, total_pages: 2 }));
    const store = makeStore();
    await store.dispatch(fetchThesisPapers({ year: 2024, volume: 3, page: 2 }));
    expect(requestPage).toHaveBeenCalledWith(2024, 3, 2);
    expect(selectThesisPagination(store.getState())).toEqual({ current_page: 2, per_page: 5, total_items: 6, total_pages: 2 });
  });

  it('skips a selection and page that are already loaded', async () => {
    requestPage.mockResolvedValue(thesisPage([thesisItem(1)]));
    const store = makeStore();
    await store.dispatch(fetchThesisPapers({ year: 2024, volume: 3, page: 1 }));
    await store.dispatch(fetchThesisPapers({ year: 2024, volume: 3, page: 1 }));
    expect(requestPage).toHaveBeenCalledTimes(1);
    await store.dispatch(fetchThesisPapers({ year: 2024, volume: 3, page: 2 }));
    expect(requestPage).toHaveBeenCalledTimes(2);
  });

  it('skips a request for the page already on its way', async () => {
    requestPage.mockResolvedValue(thesisPage([thesisItem(1)]));
    const store = makeStore();
    const first = store.dispatch(fetchThesisPapers({ year: 2024, volume: 3, page: 1 }));
    const second = store.dispatch(fetchThesisPapers({ year: 2024, volume: 3, page: 1 }));
    await Promise.all([first, second]);
    expect(requestPage).toHaveBeenCalledTimes(1);
  });

  it('ignores a late answer for a page the reader has left', async () => {
    let answerSlowly: (value: api.ThesisPage) => void = () => undefined;
    requestPage
      .mockImplementationOnce(() => new Promise((resolve) => (answerSlowly = resolve)))
      .mockResolvedValueOnce(thesisPage([thesisItem(2)]));
    const store = makeStore();
    const slow = store.dispatch(fetchThesisPapers({ year: 2024, volume: 3, page: 1 }));
    await store.dispatch(fetchThesisPapers({ year: 2023, volume: 2, page: 1 }));
    answerSlowly(thesisPage([thesisItem(1)]));
    await slow;
    expect(selectThesisPapers(store.getState()).map((paper) => paper.id)).toEqual([2]);
  });

  it('logs a failure and tells the reader Failed to fetch Thesis', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    requestPage.mockRejectedValue(new Error('Network Error'));
    const store = makeStore();
    await store.dispatch(fetchThesisPapers({ year: 2024, volume: 3, page: 1 }));
    expect(log).toHaveBeenCalledWith('Failed to fetch Thesis', expect.any(Error));
    expect(selectThesisListError(store.getState())).toBe('Failed to fetch Thesis');
    log.mockRestore();
  });
});

describe('search', () => {
  it('replaces the list with the results until cleared', async () => {
    vi.mocked(api.requestThesisSearch).mockResolvedValue(thesisPage([thesisItem(9)]));
    const store = makeStore();
    await store.dispatch(searchThesis('graph'));
    expect(selectThesisSearchResults(store.getState())?.map((paper) => paper.id)).toEqual([9]);
    store.dispatch(searchCleared());
    expect(selectThesisSearchResults(store.getState())).toBeNull();
  });

  it('raises Failed to fetch Thesis when the search fails', async () => {
    vi.mocked(api.requestThesisSearch).mockRejectedValue(new Error('Network Error'));
    const store = makeStore();
    await store.dispatch(searchThesis('graph'));
    expect(selectThesisSearchError(store.getState())).toBe('Failed to fetch Thesis');
  });
});

describe('details', () => {
  it('tells an unknown paper id from a failed call', async () => {
    vi.mocked(api.requestThesisDetails).mockRejectedValueOnce({ response: { status: 404 } });
    const store = makeStore();
    await store.dispatch(fetchThesisDetails(999));
    expect(selectThesisDetailsStatus(store.getState())).toBe('notFound');

    vi.mocked(api.requestThesisDetails).mockRejectedValueOnce({ response: { status: 500 } });
    await store.dispatch(fetchThesisDetails(998));
    expect(selectThesisDetailsStatus(store.getState())).toBe('failed');
  });
});
