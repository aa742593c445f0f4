/** The conference remote's exposed module (`mfe_conference/routes`): its pages under the conference section's paths. */
import { CONTRACT_VERSION, type SectionRoute } from '@journal/shared';
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
