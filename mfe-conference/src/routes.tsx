/** The conference remote's exposed module (`mfe_conference/routes`): its pages under the conference section's paths. */
import type { SectionRoute } from '@journal/shared';
// Bundled, not shared: the contract version this remote was built against (see shared/src/contract/version.ts).
import { CONTRACT_VERSION } from '@journal/shared/version';
import { CollaborationGuidePage } from './features/collaboration-guide/CollaborationGuidePage.tsx';
import { ConferenceDetailsPage } from './features/conference/ConferenceDetailsPage.tsx';
import { ConferenceIndexPage } from './features/conference/ConferenceIndexPage.tsx';
import { ConferencePaperListPage } from './features/conference/ConferencePaperListPage.tsx';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'conference' as const;

export const routes: SectionRoute[] = [
  { path: 'conference', Component: ConferenceIndexPage },
  { path: 'conference/paperlist', Component: ConferencePaperListPage },
  { path: 'conference/paper-details', Component: ConferenceDetailsPage },
  { path: 'conference-procedings', Component: CollaborationGuidePage },
];
