// The build's size and speed plugins, in one list per kind of app. What each saves, what it costs and
// how to remove it: README.md beside this file. Removing a plugin here removes it from every build that
// uses it (the shell, the remotes, the bench's monolith).
import { axiosWithoutFetchAdapter } from './axiosBrowser.mjs';
import { inlineEntryStylesheet } from './inlineEntryStylesheet.mjs';
import { modulesFromSharedSingleton } from './fromSharedSingleton.mjs';
import { precompressedCopies } from './precompress.mjs';
import { reactRouterProductionBuild } from './reactRouterProduction.mjs';

export { hostChunks, remoteChunks } from './chunks.mjs';

/** The shell's build, and the bench's monolith (bench/monolith/vite.config.mjs), which must match it. */
export function hostSpeedPlugins() {
  return [inlineEntryStylesheet(), axiosWithoutFetchAdapter(), reactRouterProductionBuild(), precompressedCopies()];
}

/** A remote's build (its libraries come from the shell; only its own files are written and compressed). */
export function remoteSpeedPlugins() {
  return [modulesFromSharedSingleton(), precompressedCopies()];
}
