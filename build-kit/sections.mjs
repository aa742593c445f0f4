// The sections and page patterns for build scripts in plain Node, declared once in the shared package
// (`@journal/shared/sections`, shared/src/routing/sections.ts).
import { importShared } from './sharedPackage.mjs';

/** @type {typeof import('@journal/shared/sections').sections} */
export const sections = (await importShared('@journal/shared/sections')).sections;
