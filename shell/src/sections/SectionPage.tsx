import { Suspense, use } from 'react';
import { ContractError, type SectionName } from '@journal/shared';
import { useLocation } from '@journal/shared/router';
import { loadSection } from '../federation/remotes.ts';
import { SectionErrorBoundary } from './SectionErrorBoundary.tsx';
import { SectionLoading } from './SectionLoading.tsx';

export interface SectionPageProps {
  section: SectionName;
  /** The route-table path this page stands for, e.g. "archives/paperlist". */
  path: string;
}

/**
 * One page of a section, rendered from the section's remote. The remote is fetched when the page
 * first renders (not at start-up); while it loads the reader sees a spinner inside the layout, and if
 * it fails only this part of the page shows an error with Retry.
 *
 * Why not the route's `lazy`: react-router caches a failed `lazy` forever, so Retry could not
 * recover without reloading the page. A promise cache that forgets failures can.
 */
export function SectionPage({ section, path }: SectionPageProps) {
  // Each navigation's own key: a page that failed asks again when the reader comes to it anew.
  const { key: visit } = useLocation();
  return (
    // Keyed by path: an error on one page does not follow the reader to the next page of the section.
    <SectionErrorBoundary key={path} section={section} visit={visit}>
      <Suspense fallback={<SectionLoading />}>
        <RemotePage section={section} path={path} />
      </Suspense>
    </SectionErrorBoundary>
  );
}

function RemotePage({ section, path }: SectionPageProps) {
  const remote = use(loadSection(section));
  const route = remote.routes.find((candidate) => candidate.path === path);
  if (!route) throw new ContractError(`The ${section} section does not provide /${path}.`);
  const Page = route.Component;
  // The remote's stylesheet is scoped to this attribute (see shared/src/styles/remote.css).
  return (
    <div data-section={section}>
      <Page />
    </div>
  );
}
