/**
 * The info remote's exposed module (`mfe_info/routes`): home, information and policy pages, topics,
 * blog, editorial board, contact and the landing pages. Two route lists, one per kind of page.
 */
import { CONTRACT_VERSION, type SectionRoute } from '@journal/shared';
import { policyRoutes } from './policyRoutes.tsx';
import { readerRoutes } from './readerRoutes.tsx';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'info' as const;

export const routes: SectionRoute[] = [...readerRoutes, ...policyRoutes];
