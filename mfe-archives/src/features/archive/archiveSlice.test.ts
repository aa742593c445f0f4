import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentIssuePath, mainLinkClicked, makeStore } from '@journal/shared';
import { createFakeApi, type FakeApi } from './archiveTestKit.tsx';
import { fetchArchiveIndex, fetchPaperList, issueSelected, pageSelected, searchArchive, searchCleared } from './archiveSlice.ts';

const api = vi.hoisted(() => ({ current: null as unknown as { postCall: (...args: never[]) => unknown } }));
vi.mock('@journal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@journal/shared')>()),
  postCall: (...args: never[]) => api.current.postCall(...args),
}));

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi();
  api.current = fake;
});

const issue2 = { year: 2024, volume: 3, issue: 2 };

describe('archive slice', () => {
  it('holds the index newest year first, which the shell’s Current Issue link reads', async () => {
    const store = makeStore();
    await store.dispatch(fetchArchiveIndex());
    expect(store.getState().archive!.years!.map((year) => year.year)).toEqual([2025, 2024, 2023, 2022]);
    expect(currentIssuePath(store.getState())).toBe('/current-issue/paperlist?year=2025&volume=4&issue=1');
  });

  it('loads the index once', async () => {
    const store = makeStore();
    await Promise.all([store.dispatch(fetchArchiveIndex()), store.dispatch(fetchArchiveIndex())]);
    await store.dispatch(fetchArchiveIndex());
    expect(fake.callsTo('/archiveYearListing')).toHaveLength(1);
  });

  it('turns the loading flag on during a fetch', async () => {
    const store = makeStore();
    const done = store.dispatch(fetchPaperList({ selection: issue2, page: 1 }));
    expect(store.getState().loading.pending).toBe(1);
    await done;
    expect(store.getState().loading.pending).toBe(0);
  });

  it('a new issue resets to page 1, clears the list and leaves search mode', async () => {
    const store = makeStore();
    store.dispatch(issueSelected(issue2));
    store.dispatch(pageSelected(2));
    await store.dispatch(fetchPaperList({ selection: issue2, page: 2 }));
    await store.dispatch(searchArchive('graph'));
    expect(store.getState().archive!.papers).toHaveLength(5);
    expect(store.getState().archive!.search.query).toBe('graph');

    store.dispatch(issueSelected({ ...issue2, issue: 3 }));
    const state = store.getState().archive!;
    expect(state.page).toBe(1);
    expect(state.papers).toEqual([]);
    expect(state.pagination).toEqual({ current_page: 1, per_page: 10, total_items: 0, total_pages: 0 });
    expect(state.search.query).toBeNull();
  });

  it('selecting the issue already shown changes nothing', async () => {
    const store = makeStore();
    store.dispatch(issueSelected(issue2));
    store.dispatch(pageSelected(2));
    await store.dispatch(fetchPaperList({ selection: issue2, page: 2 }));
    store.dispatch(issueSelected({ ...issue2 }));
    expect(store.getState().archive!.page).toBe(2);
    expect(store.getState().archive!.papers).toHaveLength(5);
  });

  it('does not fetch a page already loaded or already on its way', async () => {
    const store = makeStore();
    await Promise.all([
      store.dispatch(fetchPaperList({ selection: issue2, page: 1 })),
      store.dispatch(fetchPaperList({ selection: issue2, page: 1 })),
    ]);
    await store.dispatch(fetchPaperList({ selection: issue2, page: 1 }));
    expect(fake.callsTo('/archivePaperListing')).toHaveLength(1);
    await store.dispatch(fetchPaperList({ selection: issue2, page: 2 }));
    expect(fake.callsTo('/archivePaperListing')).toHaveLength(2);
  });

  it('ignores a late answer for a page the reader already left', async () => {
    const store = makeStore();
    const release = fake.hold('/archivePaperListing');
    const slow = store.dispatch(fetchPaperList({ selection: issue2, page: 1 }));
    const fast = store.dispatch(fetchPaperList({ selection: issue2, page: 2 }));
    release();
    await Promise.all([slow, fast]);
    expect(store.getState().archive!.pagination.current_page).toBe(2);
    expect(store.getState().archive!.loadedKey).toBe('2024/3/2/2');
  });

  it('a main navigation link resets the page to 1', () => {
    const store = makeStore();
    store.dispatch(pageSelected(3));
    store.dispatch(mainLinkClicked());
    expect(store.getState().archive!.page).toBe(1);
  });

  it('Clear leaves search mode', async () => {
    const store = makeStore();
    await store.dispatch(searchArchive('tensor'));
    expect(store.getState().archive!.search.results.length).toBeGreaterThan(0);
    store.dispatch(searchCleared());
    expect(store.getState().archive!.search).toEqual({ query: null, results: [], status: 'idle' });
  });

  it('raises "Failed to fetch archive" when the index call fails', async () => {
    const store = makeStore();
    fake.fail('/archiveYearListing');
    await store.dispatch(fetchArchiveIndex());
    expect(store.getState().archive!.indexStatus).toBe('failed');
    expect(store.getState().archive!.indexError).toBe('Failed to fetch archive');
  });
});
