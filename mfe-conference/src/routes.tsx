/** The conference remote's exposed module (`mfe_conference/routes`). */
import { CONTRACT_VERSION, type SectionRoute } from '@journal/shared';
import { ConferenceIndexPage } from './features/conference-index/ConferenceIndexPage.tsx';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'conference' as const;

export const routes: SectionRoute[] = [{ path: 'conference', Component: ConferenceIndexPage }];
