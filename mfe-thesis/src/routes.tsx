/** The thesis remote's exposed module (`mfe_thesis/routes`): its pages under the thesis section's paths. */
import { lazyPage } from '@journal/shared';
import { routesOf, type SectionPages } from '@journal/shared/routes';
// Bundled, not shared: the contract version this remote was built against (see shared/src/contract/version.ts).
import { CONTRACT_VERSION } from '@journal/shared/version';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'thesis' as const;

// Each page is its own chunk, fetched when a reader first opens it (lazyPage, docs/performance.md).
const PublicationsPage = lazyPage(() =>
  import('./features/publications/PublicationsPage.tsx').then((m) => m.PublicationsPage),
);
const ThesisDetailsPage = lazyPage(() =>
  import('./features/thesis/ThesisDetailsPage.tsx').then((m) => m.ThesisDetailsPage),
);
const ThesisIndexPage = lazyPage(() => import('./features/thesis/ThesisIndexPage.tsx').then((m) => m.ThesisIndexPage));
const ThesisPaperListPage = lazyPage(() =>
  import('./features/thesis/ThesisPaperListPage.tsx').then((m) => m.ThesisPaperListPage),
);

export const routes = routesOf({
  thesis: ThesisIndexPage,
  'thesis/paperlist': ThesisPaperListPage,
  'thesis/paper-details': ThesisDetailsPage,
  publications: PublicationsPage,
} satisfies SectionPages<typeof section>);
