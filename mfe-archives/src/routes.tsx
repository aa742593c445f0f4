/**
 * The archives remote's exposed module (`mfe_archives/routes`): its pages under the paths the route
 * table gives the archives section. The stylesheet import makes the remote's utilities load with it.
 */
import { lazyPage } from '@journal/shared';
import { routesOf, type SectionPages } from '@journal/shared/routes';
// Bundled, not shared: the contract version this remote was built against (see shared/src/contract/version.ts).
import { CONTRACT_VERSION } from '@journal/shared/version';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'archives' as const;

// Each page is its own chunk, fetched when a reader first opens it (lazyPage, docs/performance.md).
const ArchiveIndexPage = lazyPage(() =>
  import('./features/archive/ArchiveIndexPage.tsx').then((m) => m.ArchiveIndexPage),
);
const PaperListPage = lazyPage(() => import('./features/archive/PaperListPage.tsx').then((m) => m.PaperListPage));
const IssueContentsPage = lazyPage(() =>
  import('./features/contents/IssueContentsPage.tsx').then((m) => m.IssueContentsPage),
);
const AuthorPage = lazyPage(() => import('./features/authors/AuthorPage.tsx').then((m) => m.AuthorPage));
const PaperDetailsPage = lazyPage(() =>
  import('./features/paper-details/PaperDetailsPage.tsx').then((m) => m.PaperDetailsPage),
);
const SearchPage = lazyPage(() => import('./features/search/SearchPage.tsx').then((m) => m.SearchPage));

export const routes = routesOf({
  archives: () => <ArchiveIndexPage base="archives" />,
  'archives/paperlist': () => <PaperListPage base="archives" />,
  'archives/paper-details': () => <PaperDetailsPage base="archives" />,
  'current-issue': () => <ArchiveIndexPage base="current-issue" />,
  'current-issue/paperlist': () => <PaperListPage base="current-issue" />,
  'current-issue/paper-details': () => <PaperDetailsPage base="current-issue" />,
  // Site-wide discovery lives here: the archive owns the journal's papers, their search and suggestions.
  search: SearchPage,
  'authors/:slug': AuthorPage,
  'archives/contents': IssueContentsPage,
} satisfies SectionPages<typeof section>);
