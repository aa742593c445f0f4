import { Suspense, type ComponentType } from 'react';
import { lazyPage as lazySectionPage } from '@journal/shared';
import { LoadingScreen } from '@journal/shared/ui';
import type { PageContent } from './model.ts';

/**
 * A route component whose code and text are fetched on first visit, so the info remote's entry stays
 * small and a reader of one page never downloads the other thirty. The shared `lazyPage` (its failure
 * handling is explained there), with this section's own loading screen.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const LoadedPage = lazySectionPage(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingScreen title="Loading page..." message="Please wait while we retrieve this page." />}>
        <LoadedPage />
      </Suspense>
    );
  };
}

/**
 * A lazy page made of content only, rendered by InfoPage, which comes with the first such page (not
 * with the remote's routes, which every page of the section loads, the home page included).
 */
export function lazyInfoPage(load: () => Promise<PageContent>): ComponentType {
  return lazyPage(async () => {
    const [{ InfoPage }, content] = await Promise.all([import('./InfoPage.tsx'), load()]);
    return function ContentPage() {
      return <InfoPage content={content} />;
    };
  });
}
