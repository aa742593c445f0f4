import type * as Shared from '@journal/shared';
import type * as Router from '@journal/shared/router';
import type * as Ui from '@journal/shared/ui';

/**
 * The singletons a section's work pages use, handed in by the remote that builds them. This entry is
 * bundled into each remote that imports it, and the federation plugin never proxies an import from a
 * file of the shared package to the package itself: importing `@journal/shared/ui` here would bundle a
 * second UI kit and router into the remote (docs/architecture.md, "The parts"). The remote's own imports
 * of them are proxied to the shell's copies, so it passes those.
 */
export interface SectionKit {
  shared: Pick<
    typeof Shared,
    'apiErrorStatus' | 'MAX_ID' | 'skipToken' | 'useHeldAnswer' | 'useStyledReference' | 'useViewCount'
  >;
  router: Pick<typeof Router, 'useCanonicalTitleSlug' | 'useListAddress' | 'useSearchParams'>;
  ui: Pick<
    typeof Ui,
    | 'AbstractSection'
    | 'AuthorLinks'
    | 'BackLink'
    | 'FactList'
    | 'GoogleSearchLink'
    | 'HeldList'
    | 'LicenceBadge'
    | 'LoadingScreen'
    | 'Pagination'
    | 'PdfLink'
    | 'ReferencesSection'
    | 'RetryNotice'
    | 'scrollToTarget'
    | 'Button'
    | 'foundText'
    | 'SearchCount'
    | 'SectionLinks'
    | 'WorkUsage'
    | 'citationLink'
    | 'detailsSectionClass'
    | 'PageHeader'
  >;
}
