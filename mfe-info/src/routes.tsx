/**
 * The info remote's exposed module (`mfe_info/routes`): home, information and policy pages, topics,
 * blog, editorial board, contact and the landing pages. Two route lists, one per kind of page.
 */
import type { SectionRoute } from '@journal/shared';
// Bundled, not shared: the contract version this remote was built against (see shared/src/contract/version.ts).
import { CONTRACT_VERSION } from '@journal/shared/version';
import { policyRoutes } from './policyRoutes.tsx';
import { readerRoutes } from './readerRoutes.tsx';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'info' as const;

export const routes: SectionRoute[] = [...readerRoutes, ...policyRoutes];
