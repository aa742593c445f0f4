/** The info remote's exposed module (`mfe_info/routes`): home, information and policy pages. */
import { CONTRACT_VERSION, type SectionRoute } from '@journal/shared';
import { HomePage } from './features/home/HomePage.tsx';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'info' as const;

export const routes: SectionRoute[] = [{ path: '', Component: HomePage }];
