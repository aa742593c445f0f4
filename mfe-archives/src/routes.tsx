/**
 * The archives remote's exposed module (`mfe_archives/routes`): its pages under the paths the route
 * table gives the archives section. The stylesheet import makes the remote's utilities load with it.
 */
import { CONTRACT_VERSION, type SectionRoute } from '@journal/shared';
import { ArchiveIndexPage } from './features/archive/ArchiveIndexPage.tsx';
import { PaperListPage } from './features/archive/PaperListPage.tsx';
import { PaperDetailsPage } from './features/paper-details/PaperDetailsPage.tsx';
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
];
