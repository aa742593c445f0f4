/**
 * The archives remote's exposed module (`mfe_archives/routes`): its pages under the paths the route
 * table gives the archives section. The stylesheet import makes the remote's utilities load with it.
 */
import type { SectionRoute } from '@journal/shared';
// Bundled, not shared: the contract version this remote was built against (see shared/src/contract/version.ts).
import { CONTRACT_VERSION } from '@journal/shared/version';
import { ArchiveIndexPage } from './features/archive/ArchiveIndexPage.tsx';
import { PaperListPage } from './features/archive/PaperListPage.tsx';
import { IssueContentsPage } from './features/contents/IssueContentsPage.tsx';
import { AuthorPage } from './features/authors/AuthorPage.tsx';
import { PaperDetailsPage } from './features/paper-details/PaperDetailsPage.tsx';
import { SearchPage } from './features/search/SearchPage.tsx';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'archives' as const;

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
