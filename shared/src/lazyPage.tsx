import { use, type ComponentType } from 'react';

type Outcome<P> = { page: ComponentType<P> } | { error: unknown };

/**
 * A lazy page, with `preload` to fetch its code before the reader opens it: the shell calls it when a
 * link to the page is hovered or focused (prefetchSection in shell/src/federation/remotes.ts), so the
 * click does not wait for the page's chunk (build-kit/speed/README.md).
 */
export type LazyPageComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/** Every lazy page's loader, for loadAllPages. */
const loaders = new Set<() => Promise<unknown>>();

/**
 * Loads every lazy page made so far (those of the routes modules imported). The component tests'
 * set-up calls it before each test (shared/src/test/setup.ts), so a test starts on the page
 * itself: React 19 resumes a page that suspended inside a test's act() only when that act is awaited.
 */
export function loadAllPages(): Promise<unknown> {
  return Promise.all([...loaders].map((loader) => loader()));
}

/**
 * A page of a remote's route table whose code is fetched when a reader first opens it, so the remote's
 * exposed module stays small and a first load downloads the one page it shows, not the section's others
 * (build-kit/speed/README.md). While it loads, the page suspends: the shell's section
 * shows its loading state (the server summary on the first page). Once loaded, it renders at once.
 *
 * Not React.lazy: it caches a failed load forever, so the shell's Retry could never recover. Here a
 * failure reaches the section's error boundary like any other error and is then forgotten, so Retry
 * loads again; it is not forgotten earlier, or React's re-render would start a new load instead of
 * showing the error, over and over while the network is down.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPageComponent<P> {
  let pending: Promise<Outcome<P>> | null = null;
  const loadOnce = () => {
    if (pending) return pending;
    const loading = load().then(
      (page): Outcome<P> => ({ page }),
      (error: unknown): Outcome<P> => ({ error }),
    );
    // The status React's use() reads first: a load that has finished is rendered without suspending.
    void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
    return (pending = loading);
  };
  loaders.add(loadOnce);

  function LazyPage(props: P) {
    const outcome = use(loadOnce());
    if ('error' in outcome) {
      // React renders once more, synchronously, before it shows the boundary: forget after that.
      const failed = pending;
      setTimeout(() => {
        if (pending === failed) pending = null;
      }, 0);
      throw outcome.error;
    }
    const Page = outcome.page;
    return <Page {...props} />;
  }

  /** Fetches the page's code ahead of a visit; a failed fetch is forgotten, so the visit itself tries again. */
  const preload = async () => {
    const loading = loadOnce();
    if ('error' in (await loading) && pending === loading) pending = null;
  };
  return Object.assign(LazyPage, { preload });
}
