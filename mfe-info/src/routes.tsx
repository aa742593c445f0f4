/**
 * The info remote's exposed module (`mfe_info/routes`): home, information and policy pages, topics,
 * blog, editorial board, contact and the landing pages. Two tables of pages, one per kind of page.
 */
import { routesOf, type SectionPages } from '@journal/shared/routes';
// Bundled, not shared: the contract version this remote was built against (see shared/src/contract/version.ts).
import { CONTRACT_VERSION } from '@journal/shared/version';
import { policyPages } from './policyRoutes.tsx';
import { readerPages } from './readerRoutes.tsx';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'info' as const;

// Every page of the section's table, checked complete by the compiler.
export const routes = routesOf({ ...readerPages, ...policyPages } satisfies SectionPages<typeof section>);
