/** The thesis remote's exposed module (`mfe_thesis/routes`): its pages under the thesis section's paths. */
import type { SectionRoute } from '@journal/shared';
// Bundled, not shared: the contract version this remote was built against (see shared/src/contract/version.ts).
import { CONTRACT_VERSION } from '@journal/shared/version';
import { PublicationsPage } from './features/publications/PublicationsPage.tsx';
import { ThesisDetailsPage } from './features/thesis/ThesisDetailsPage.tsx';
import { ThesisIndexPage } from './features/thesis/ThesisIndexPage.tsx';
import { ThesisPaperListPage } from './features/thesis/ThesisPaperListPage.tsx';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'thesis' as const;

export const routes: SectionRoute[] = [
  { path: 'thesis', Component: ThesisIndexPage },
  { path: 'thesis/paperlist', Component: ThesisPaperListPage },
  { path: 'thesis/paper-details', Component: ThesisDetailsPage },
  { path: 'publications', Component: PublicationsPage },
];
