// The monolith's stand-in for @module-federation/runtime (see vite.config.mjs): the shell's
// federation/remotes.ts registers remotes and plugins at start, which here has nothing to do.
// Sections are loaded by sections.mjs, never through loadRemote.
export function registerRemotes() {}

export function registerPlugins() {}

export function loadRemote(id) {
  return Promise.reject(new Error(`the monolith loads no remote (${id})`));
}
