import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSettings, sectionNames, sections, type RemotesDocument, type SectionName } from '@journal/shared';
import { statSync } from 'node:fs';
import { Type } from '@sinclair/typebox';
import {
  portSetting,
  readConnectionLimits,
  readSettings,
  textSetting,
  trustProxySetting,
  type ConnectionLimits,
} from '@journal/server-kit';

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

/** The site server's variables besides the remotes' addresses (checked by httpAddress below). */
const siteSettings = Type.Object({
  PORT: portSetting(8080),
  HOST: textSetting('127.0.0.1', 'a host name or IP address to listen on'),
  SHELL_DIST: Type.Optional(Type.String({ description: 'the folder of the built shell' })),
  SITE_TRUST_PROXY: trustProxySetting('false'),
  API_TOKEN: textSetting(defaultSettings.apiAuthorization, 'a non-blank Authorization value, such as "Bearer <token>"'),
});

function asConfigError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  const settings = asConfigError(() => readSettings(siteSettings, env));
  const port = settings.PORT;
  const siteUrl = httpAddress('SITE_URL', env.SITE_URL || `http://localhost:${port}`);
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
    host: settings.HOST,
    siteUrl,
    distDir: folder('SHELL_DIST', path.resolve(settings.SHELL_DIST ?? path.join(here, '..', '..', 'shell', 'dist'))),
    apiUrl: httpAddress('API_URL', env.API_URL || 'http://localhost:8787'),
    trustProxy: trustProxy(settings.SITE_TRUST_PROXY),
    connectionLimits: asConfigError(() => readConnectionLimits(env)),
    remotesDocument: {
      remotes,
      settings: {
        apiBase: '/api',
        apiAuthorization: settings.API_TOKEN,
        // Published to every browser in /remotes.json and used as a link: http(s) only.
        editorialSystemUrl: httpAddress(
          'EDITORIAL_SYSTEM_URL',
          env.EDITORIAL_SYSTEM_URL || defaultSettings.editorialSystemUrl,
        ),
      },
    },
  };
}

function trustProxy(value: string): boolean | string {
  return value === 'true' ? true : value === 'false' ? false : value;
}

/** A folder, not a file (a missing one is reported when the server reads the built shell). */
function folder(variable: string, value: string): string {
  let isFile = false;
  try {
    isFile = !statSync(value).isDirectory();
  } catch {
    // not built yet
  }
  if (isFile) throw new ConfigError(`${variable} must be a folder, and ${value} is a file`);
  return value;
}

/** A remote's base address (its origin and folder) to the address of its federation manifest. */
export function manifestUrl(base: string): string {
  return base.endsWith('.json') ? base : `${base.replace(/\/+$/, '')}/mf-manifest.json`;
}
