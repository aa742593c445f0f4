import type { UserConfig } from 'vite';
import type { SectionMeta, SectionName } from '../src/routeTable.ts';

export function sharedDependencies(): Record<string, { singleton: boolean; requiredVersion: string }>;
export function defineRemoteConfig(section: SectionName): UserConfig;
export function defineHostConfig(): UserConfig;
export function testConfig(): Record<string, unknown>;
export const sections: Record<SectionName, SectionMeta>;
