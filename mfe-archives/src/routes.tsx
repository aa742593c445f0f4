/**
 * The archives remote's exposed module (`mfe_archives/routes`): its pages under the paths the route
 * table gives the archives section. The stylesheet import makes the remote's utilities load with it.
 */
import { lazyPage, type SectionRoute } from '@journal/shared';
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

export const routes: SectionRoute[] = [
  { path: 'archives', Component: () => <ArchiveIndexPage base="archives" /> },
  { path: 'archives/paperlist', Component: () => <PaperListPage base="archives" /> },
  { path: 'archives/paper-details', Component: () => <PaperDetailsPage base="archives" /> },
  { path: 'current-issue', Component: () => <ArchiveIndexPage base="current-issue" /> },
  { path: 'current-issue/paperlist', Component: () => <PaperListPage base="current-issue" /> },
  { path: 'current-issue/paper-details', Component: () => <PaperDetailsPage base="current-issue" /> },
  // Site-wide discovery lives here: the archive owns the journal's papers, their search and suggestions.
  { path: 'search', Component: SearchPage },
  { path: 'authors/:slug', Component: AuthorPage },
  { path: 'archives/contents', Component: IssueContentsPage },
];
