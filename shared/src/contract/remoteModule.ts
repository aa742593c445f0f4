import type { ComponentType } from 'react';
import type { SectionName } from '../routing/sections.ts';
import { CONTRACT_VERSION } from './version.ts';

/**
 * CONTRACT_VERSION is the version of the shape below (shared/package.json `journal.contractVersion`).
 * Bump it when the shape changes in a way an older shell cannot read; the shell refuses a remote
 * whose version it does not support and shows the section's error instead of crashing.
 */
export { CONTRACT_VERSION };

/** One page a remote renders, at a path of its section in the route table (routing/sections.ts). */
export interface SectionRoute {
  /** A pattern of the section (RoutePattern, e.g. "archives/paperlist" or "topics/:slug") or one the team added. */
  path: string;
  Component: ComponentType;
}

/** What a remote's `./routes` module exports. */
export interface RemoteModule {
  contractVersion: number;
  section: SectionName;
  routes: SectionRoute[];
}

export class ContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractError';
  }
}

/**
 * Checks a loaded module against the contract; throws ContractError with a readable reason.
 * A path the remote does not provide is reported when a reader visits it, not here, so a section
 * can ship its pages one by one.
 */
export function assertRemoteModule(value: unknown, section: SectionName): RemoteModule {
  const module = value as Partial<RemoteModule> | null | undefined;
  if (!module || typeof module !== 'object') throw new ContractError(`The ${section} section sent no module.`);
  if (module.contractVersion !== CONTRACT_VERSION) {
    throw new ContractError(
      `The ${section} section speaks contract version ${String(module.contractVersion)}; this site supports version ${CONTRACT_VERSION}.`,
    );
  }
  if (module.section !== section || !Array.isArray(module.routes)) {
    throw new ContractError(`The ${section} section sent a module without its routes.`);
  }
  return module as RemoteModule;
}
