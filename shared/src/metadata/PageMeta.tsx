import type { StaticPageMeta } from './sectionPages.ts';
import { PageTitle } from './PageTitle.tsx';

/**
 * A page's tab title and description, for a page whose head is those two alone. Pass the builder of
 * pages.ts the site server also writes the first HTML from (`<PageMeta {...contactMeta} />`), so the
 * two cannot drift.
 */
export function PageMeta({ title, description }: StaticPageMeta) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <meta name="description" content={description} />
    </>
  );
}
