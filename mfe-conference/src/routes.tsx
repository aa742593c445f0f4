/** The conference remote's exposed module (`mfe_conference/routes`): its pages under the conference section's paths. */
import { lazyPage } from '@journal/shared';
import { routesOf, type SectionPages } from '@journal/shared/routes';
// Bundled, not shared: the contract version this remote was built against (see shared/src/contract/version.ts).
import { CONTRACT_VERSION } from '@journal/shared/version';
import './styles.css';

export const contractVersion = CONTRACT_VERSION;
export const section = 'conference' as const;

// Each page is its own chunk, fetched when a reader first opens it (lazyPage, docs/performance.md).
const CollaborationGuidePage = lazyPage(() =>
  import('./features/collaboration-guide/CollaborationGuidePage.tsx').then((m) => m.CollaborationGuidePage),
);
const ConferenceDetailsPage = lazyPage(() =>
  import('./features/conference/ConferenceDetailsPage.tsx').then((m) => m.ConferenceDetailsPage),
);
const ConferenceIndexPage = lazyPage(() =>
  import('./features/conference/ConferenceIndexPage.tsx').then((m) => m.ConferenceIndexPage),
);
const ConferencePaperListPage = lazyPage(() =>
  import('./features/conference/ConferencePaperListPage.tsx').then((m) => m.ConferencePaperListPage),
);

export const routes = routesOf({
  conference: ConferenceIndexPage,
  'conference/paperlist': ConferencePaperListPage,
  'conference/paper-details': ConferenceDetailsPage,
  'conference-procedings': CollaborationGuidePage,
} satisfies SectionPages<typeof section>);
