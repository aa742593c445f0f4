import type { LiveSite } from './liveSite.mjs';

export const STAGING_DIR: string;
export const BUILDS_DIR: string;
export interface KeptBuild {
  id: string;
  builtAt: string;
  sharedVersion: string | undefined;
  contractVersion: number | undefined;
  current: boolean;
}
export function publishedPages(options: { section: string; baselinePaths: string[]; remoteRoot: string }): {
  section: string;
  pages: object[];
};
export function remoteRelease(options: {
  section: string;
  baselinePaths: string[];
  contractVersion: number;
  sharedVersion: string;
  singletons?: string[];
}): import('vite').Plugin;
export function pointerManifest(manifest: object, buildId: string): object;
export function publishBuild(distDir: string, buildId: string): void;
export function listBuilds(distDir: string): KeptBuild[];
export function currentBuild(distDir: string): string | null;
export function buildRefusals(distDir: string, buildId: string, live: LiveSite | null): string[];
export function publishCompatible(distDir: string, buildId: string, live: LiveSite | null): void;
export function rollback(distDir: string, buildId?: string, live?: LiveSite | null): string;
export function pruneBuilds(distDir: string, keep: number): void;
