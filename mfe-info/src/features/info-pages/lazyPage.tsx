import { Suspense, use, type ComponentType } from 'react';
import { LoadingScreen } from '@journal/shared/ui';
import { InfoPage } from './InfoPage.tsx';
import type { PageContent } from './model.ts';

type Outcome = { page: ComponentType } | { error: unknown };

/**
 * A route component whose code and text are fetched on first visit, so the info remote's entry stays
 * small and a reader of one page never downloads the other thirty.
 *
 * Not React.lazy: it caches a failed load forever, so the shell's Retry could never recover. Here a
 * failure reaches the section's error boundary like any other error and is then forgotten, so Retry
 * loads again; it is not forgotten earlier, or React's re-render would start a new load instead of
 * showing the error, over and over while the network is down.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  let pending: Promise<Outcome> | null = null;
  const loadOnce = () =>
    (pending ??= load().then(
      (page) => ({ page }),
      (error: unknown) => ({ error }),
    ));

  function LoadedPage() {
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
    return <Page />;
  }

  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingScreen title="Loading page..." message="Please wait while we retrieve this page." />}>
        <LoadedPage />
      </Suspense>
    );
  };
}

/** A lazy page made of content only, rendered by InfoPage. */
export function lazyInfoPage(load: () => Promise<PageContent>): ComponentType {
  return lazyPage(async () => {
    const content = await load();
    return function ContentPage() {
      return <InfoPage content={content} />;
    };
  });
}
