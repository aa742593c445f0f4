import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSettings, sectionNames, sections, type RemotesDocument, type SectionName } from '@journal/shared';

/**
 * The site server's settings, from the environment with defaults that run the whole site locally.
 * Remote addresses live only here: moving a remote means changing one variable and nothing else.
 */
export interface SiteServerConfig {
  port: number;
  host: string;
  /** Public origin of the site, for absolute links (canonical URLs, feeds). */
  siteUrl: string;
  /** The built shell (shell/dist). */
  distDir: string;
  /** Where /api/* and /files/* are forwarded. */
  apiUrl: string;
  remotesDocument: RemotesDocument;
  /**
   * Whose X-Forwarded-For the site server believes for the visitor's address, which it passes to the
   * API (rate limits). Default none: the site server faces visitors, and a visitor's own header must
   * not name another client. Behind a reverse proxy, set SITE_TRUST_PROXY to its address (or `loopback`).
   */
  trustProxy: boolean | string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  const port = Number(env.PORT ?? 8080);
  const remotes = {} as Record<SectionName, string>;
  for (const section of sectionNames) {
    const base = env[sections[section].env] ?? `http://localhost:${sections[section].port}`;
    remotes[section] = manifestUrl(base);
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    siteUrl: (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    distDir: path.resolve(env.SHELL_DIST ?? path.join(here, '..', 'dist')),
    apiUrl: (env.API_URL ?? 'http://localhost:8787').replace(/\/+$/, ''),
    trustProxy: env.SITE_TRUST_PROXY === 'true' ? true : env.SITE_TRUST_PROXY || false,
    remotesDocument: {
      remotes,
      settings: {
        apiBase: '/api',
        apiAuthorization: env.API_TOKEN ?? defaultSettings.apiAuthorization,
        editorialSystemUrl: env.EDITORIAL_SYSTEM_URL ?? defaultSettings.editorialSystemUrl,
      },
    },
  };
}

/** A remote's base address (its origin and folder) to the address of its federation manifest. */
export function manifestUrl(base: string): string {
  return base.endsWith('.json') ? base : `${base.replace(/\/+$/, '')}/mf-manifest.json`;
}
