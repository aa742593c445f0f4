/**
 * The archives remote's exposed module (`mfe_archives/routes`): its pages under the paths the route
 * table gives the archives section. The stylesheet import makes the remote's utilities load with it.
 */
import { CONTRACT_VERSION, type SectionRoute } from '@journal/shared';
import { ArchiveIndexPage } from './features/archive-index/ArchiveIndexPage.tsx';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'archives' as const;

export const routes: SectionRoute[] = [
  { path: 'archives', Component: () => <ArchiveIndexPage base="archives" /> },
  { path: 'current-issue', Component: () => <ArchiveIndexPage base="current-issue" /> },
];
