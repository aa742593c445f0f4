import { defaultSettings, type RemotesDocument } from '@journal/shared';

/**
 * Stand-in for the shell's remote discovery (../remotes.ts) in the layout's tests: `vi.mock('…/federation/remotes.ts')`.
 * The real module registers remotes with the module federation runtime and loads their code, which only
 * a built site has; the content API is not faked here but by `renderPage` (@journal/shared/testing).
 */

/** The editorial system's address this site configuration gives (differs from the default on purpose). */
export const TEST_EDITORIAL_SYSTEM_URL = 'https://editorial.example.test/login';

export function loadSiteConfig(): Promise<RemotesDocument> {
  return Promise.resolve({
    remotes: {
      archives: '/remotes/archives/mf-manifest.json',
      conference: '/remotes/conference/mf-manifest.json',
      thesis: '/remotes/thesis/mf-manifest.json',
      info: '/remotes/info/mf-manifest.json',
    },
    settings: { ...defaultSettings, editorialSystemUrl: TEST_EDITORIAL_SYSTEM_URL },
  });
}

/** Warming a section loads nothing under test. */
export function prefetchSection(): void {}
