// The monolith's section loader (see vite.config.mjs): what the shell imports as federation/remotes.ts.
// Each section's exposed module is imported directly (one chunk per section, loaded when a page of the
// section first renders, as the composed site loads a remote); the site configuration, errors and the
// route table are the shell's own code, re-exported from the real file.
import { assertRemoteModule } from '@journal/shared';
import { loadSiteConfig } from '../../shell/src/federation/remotes.ts';

export * from '../../shell/src/federation/remotes.ts';

const importers = {
  archives: () => import('../../mfe-archives/src/routes.tsx'),
  conference: () => import('../../mfe-conference/src/routes.tsx'),
  thesis: () => import('../../mfe-thesis/src/routes.tsx'),
  info: () => import('../../mfe-info/src/routes.tsx'),
};

const loads = new Map();

/** The same promise on every render (React's use()), forgotten when it failed. */
export function loadSection(section) {
  let promise = loads.get(section);
  if (!promise) {
    promise = loadSiteConfig()
      .then(() => importers[section]())
      .then((module) => assertRemoteModule(module, section));
    loads.set(section, promise);
    promise.catch(() => loads.delete(section));
  }
  return promise;
}

export function forgetFailedSection() {}

export function prefetchSection(section) {
  loadSection(section).catch(() => undefined);
}
