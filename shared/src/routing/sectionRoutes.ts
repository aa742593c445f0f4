import type { ComponentType } from 'react';
import type { SectionRoute } from '../contract/remoteModule.ts';
import type { SectionName, SectionPattern } from './sections.ts';

/**
 * A remote's page components by pattern: one for every built-in page of its section (the compiler asks
 * for each pattern sections.ts gives the section), plus any page the team added on its own (listed in
 * its src/pages.json, docs/contributing.md). Written `{ … } satisfies SectionPages<'thesis'>`.
 */
export type SectionPages<S extends SectionName> = Record<SectionPattern<S>, ComponentType> &
  Partial<Record<string, ComponentType>>;

/** The routes a remote's `./routes` module exports, from its components by pattern. */
export function routesOf(pages: Partial<Record<string, ComponentType>>): SectionRoute[] {
  return Object.entries(pages).flatMap(([path, Component]) => (Component ? [{ path, Component }] : []));
}
