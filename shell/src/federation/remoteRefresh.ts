import { registerRemotes } from '@module-federation/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * Loading a remote again after it failed, without reloading the page.
 *
 * A remote script that did not parse or threw while it ran stays failed in the browser's module map
 * for the life of the page, at that address, even once the remote is redeployed fixed. So before a
 * failed remote is tried again it is registered afresh (the runtime drops its manifest, container and
 * entry) and its entry is fetched under a new address (`remoteEntry.js?attempt=N`). The fixed entry
 * then names the redeployed files, which a new build gives new hashed names, so they are fetched anew.
 * A remote that was only unreachable takes the same path at no cost.
 */

/** Times each remote (by federation name) has been refreshed after a failure. */
const refreshes = new Map<string, number>();

export function refreshRemote(name: string, manifestUrl: string): void {
  refreshes.set(name, (refreshes.get(name) ?? 0) + 1);
  registerRemotes([{ name, entry: manifestUrl }], { force: true });
}

/** The runtime's loadEntry hook: a refreshed ES module entry is imported under its new address; anything else loads as usual. */
export const loadRefreshedEntry: NonNullable<ModuleFederationRuntimePlugin['loadEntry']> = ({ remoteInfo }) => {
  const attempt = refreshes.get(remoteInfo.name);
  if (!attempt || (remoteInfo.type !== 'module' && remoteInfo.type !== 'esm')) return undefined;
  const url = new URL(remoteInfo.entry, window.location.href);
  url.searchParams.set('attempt', String(attempt));
  return import(/* @vite-ignore */ url.href);
};
