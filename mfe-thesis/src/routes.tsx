/** The thesis remote's exposed module (`mfe_thesis/routes`). */
import { CONTRACT_VERSION, type SectionRoute } from '@journal/shared';
import { ThesisIndexPage } from './features/thesis-index/ThesisIndexPage.tsx';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'thesis' as const;

export const routes: SectionRoute[] = [{ path: 'thesis', Component: ThesisIndexPage }];
