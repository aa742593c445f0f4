import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSettings, sectionNames, sections, type RemotesDocument, type SectionName } from '@journal/shared';
import { readConnectionLimits, type ConnectionLimits } from '@journal/server-kit';

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
  /** Timeouts and connection caps (SITE_MAX_CONNECTIONS, SITE_MAX_CONNECTIONS_PER_ADDRESS). */
  connectionLimits: ConnectionLimits;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** A setting the server cannot run with: the message names the variable and says what it must be. */
export class ConfigError extends Error {}

/**
 * An http(s) address without credentials, or a ConfigError naming the variable. `not a url`,
 * `javascript:` and `file:` addresses would otherwise end up in the CSP and in /remotes.json.
 */
export function httpAddress(variable: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${variable} must be an http or https address, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${variable} must be an http or https address, got "${value}" (${url.protocol} is refused)`);
  if (url.username || url.password) throw new ConfigError(`${variable} must not carry a user name or password`);
  return value.replace(/\/+$/, '');
}

function asConfigError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`);
  const siteUrl = httpAddress('SITE_URL', env.SITE_URL ?? `http://localhost:${port}`);
  const remotes = {} as Record<SectionName, string>;
  for (const section of sectionNames) {
    const variable = sections[section].env;
    const given = env[variable];
    // The local defaults are for a developer's machine: a public https site that forgot one would put
    // http://localhost:808x in its CSP and send readers' browsers looking for a remote on their own machine.
    if (!given && siteUrl.startsWith('https:'))
      throw new ConfigError(
        `${variable} is not set: a site on https (SITE_URL=${siteUrl}) needs the address of every remote`,
      );
    remotes[section] = manifestUrl(httpAddress(variable, given || `http://localhost:${sections[section].port}`));
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    siteUrl,
    distDir: path.resolve(env.SHELL_DIST ?? path.join(here, '..', 'dist')),
    apiUrl: httpAddress('API_URL', env.API_URL ?? 'http://localhost:8787'),
    trustProxy: env.SITE_TRUST_PROXY === 'true' ? true : env.SITE_TRUST_PROXY || false,
    connectionLimits: asConfigError(() => readConnectionLimits(env)),
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
