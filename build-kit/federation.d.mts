import type { UserConfig, UserConfigFnObject } from 'vite';
import type { SectionMeta, SectionName } from '@journal/shared/sections';

export function sharedDependencies(options?: {
  hostProvided?: boolean;
}): Record<string, { singleton: boolean; requiredVersion: string; import?: false }>;
export function defineRemoteConfig(section: SectionName): UserConfigFnObject;
export function defineHostConfig(): UserConfig;
export function testConfig(): Record<string, unknown>;
export const sections: Record<SectionName, SectionMeta>;
