import { use, type ComponentType } from 'react';

type Outcome<P> = { page: ComponentType<P> } | { error: unknown };

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
 * (docs/performance.md, "Pages per chunk"). While it loads, the page suspends: the shell's section
 * shows its loading state (the server summary on the first page). Once loaded, it renders at once.
 *
 * Not React.lazy: it caches a failed load forever, so the shell's Retry could never recover. Here a
 * failure reaches the section's error boundary like any other error and is then forgotten, so Retry
 * loads again; it is not forgotten earlier, or React's re-render would start a new load instead of
 * showing the error, over and over while the network is down.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
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

  return function LazyPage(props: P) {
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
  };
}
