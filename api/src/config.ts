import { statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { journal } from '@journal/shared/journal';
import { fileURLToPath } from 'node:url';
import { Type } from '@sinclair/typebox';
import {
  httpUrlSetting,
  portSetting,
  DEFAULT_CONNECTION_LIMITS,
  readConnectionLimits,
  readSettings,
  SettingsError,
  textSetting,
  trustProxySetting,
  type ConnectionLimits,
} from '@journal/server-kit';
import { CLAIM_MS } from './mail/outbox.ts';

/**
 * The one place the API reads its environment, through one schema (server-kit readSettings). Every
 * value is optional so that a newcomer's `npm start` just works; a value that is set must be right, or
 * the API does not start (a SettingsError naming the variable). Relative paths are resolved against
 * the api package folder (not the current directory) so the database ends up in the same place
 * whichever folder npm runs from.
 */
export const apiPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_TOKEN = 'Bearer ijcri-public-site-2026';

export interface ApiConfig {
  port: number;
  host: string;
  dbPath: string;
  /** DATABASE_URL: a postgres:// URL; when set the API runs on PostgreSQL and JOURNAL_DB is never opened. */
  databaseUrl?: string;
  filesDir: string;
  token: string;
  /** Which proxies may set X-Forwarded-For (the site server runs on the same machine). */
  trustProxy: string | boolean;
  logLevel: string;
  /** ANSWER_CACHE_MB: size of the answer cache (default 64); 0 turns it off. */
  answerCacheMb?: number;
  /** API_WORKERS: processes serving requests (default: one per core). */
  workers: number;
  /** SITE_URL: the public site, for the links in newsletter messages. */
  siteUrl: string;
  /** SMTP_URL (e.g. smtps://user:password@mail.example.org:465); unset: messages go to OUTBOX_DIR. */
  smtpUrl?: string;
  outboxDir: string;
  /** MAIL_FROM: the sender of newsletter messages. */
  mailFrom: string;
  /** MAIL_CLAIM_SECONDS: how long an instance's claim on a mail holds before another may send it (default 120). */
  mailClaimSeconds: number;
  /** CLIENT_IP_RETENTION_DAYS: after how many days a message's client IP is dropped (default 30). */
  clientIpDays: number;
  /** REDIS_URL: rate limits and locks in Redis, shared by every instance (docs/deployment.md). */
  redisUrl?: string;
  /** REDIS_KEY_PREFIX: prefix of the API's Redis keys (default `ijcri:`). */
  redisKeyPrefix: string;
  /** Timeouts and caps (API_MAX_CONNECTIONS, API_MAX_CONNECTIONS_PER_ADDRESS), as every server's. */
  connectionLimits: ConnectionLimits;
}

const pathSetting = (fallback: string | undefined, what: string) =>
  Type.String({ ...(fallback === undefined ? {} : { default: fallback }), description: what });

const apiSettings = Type.Object({
  PORT: portSetting(8787),
  HOST: textSetting('127.0.0.1', 'a host name or IP address to listen on'),
  JOURNAL_DB: pathSetting('data/journal.db', 'the path of the SQLite database file'),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://[^\\s]+$',
      description: 'a postgres:// or postgresql:// connection URL',
    }),
  ),
  JOURNAL_FILES_DIR: pathSetting('data/files', 'the folder of article files'),
  API_TOKEN: textSetting(DEFAULT_TOKEN, 'a non-blank Authorization value, such as "Bearer <token>"'),
  TRUST_PROXY: trustProxySetting('loopback'),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info', description: 'one of fatal, error, warn, info, debug, trace, silent' },
  ),
  ANSWER_CACHE_MB: Type.Optional(
    Type.Number({ minimum: 0, maximum: 65536, description: 'a number of megabytes from 0 to 65536' }),
  ),
  API_WORKERS: Type.Integer({
    minimum: 1,
    maximum: 64,
    default: os.availableParallelism(),
    description: 'a whole number of processes from 1 to 64',
  }),
  SITE_URL: httpUrlSetting('http://localhost:8080'),
  SMTP_URL: Type.Optional(
    Type.String({ pattern: '^smtps?://[^\\s]+$', description: 'an smtp:// or smtps:// address' }),
  ),
  OUTBOX_DIR: Type.Optional(pathSetting(undefined, 'a folder for outgoing messages')),
  MAIL_FROM: textSetting(`${journal.shortName} newsletter <${journal.contact.email}>`, 'a non-blank sender'),
  MAIL_CLAIM_SECONDS: Type.Integer({
    // At least the 20 s markSent may spend recording a delivery (api/src/mail/outbox.ts), with room to spare.
    minimum: 30,
    maximum: 3600,
    default: CLAIM_MS / 1000,
    description: 'a whole number of seconds from 30 to 3600',
  }),
  REDIS_URL: Type.Optional(
    Type.String({ pattern: '^rediss?://[^\\s]+$', description: 'a redis:// or rediss:// address' }),
  ),
  REDIS_KEY_PREFIX: Type.String({
    default: 'ijcri:',
    pattern: '^[A-Za-z0-9:._-]{1,64}$',
    description: 'up to 64 letters, digits and :._-',
  }),
  CLIENT_IP_RETENTION_DAYS: Type.Integer({
    minimum: 1,
    maximum: 3650,
    default: 30,
    description: 'a whole number of days from 1 to 3650',
  }),
});

function resolveFromApiDir(value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(apiPackageDir, value.replace(/^api[\\/]/, ''));
}

/** A path that exists must be what the variable names (a file or a folder), not the other. */
function checkPath(name: string, value: string, want: 'file' | 'folder'): string {
  let isFolder: boolean;
  try {
    isFolder = statSync(value).isDirectory();
  } catch {
    return value; // created when first needed
  }
  if (isFolder !== (want === 'folder')) throw new SettingsError(`${name} must be a ${want}, and ${value} is not`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const settings = readSettings(apiSettings, env);
  const dbPath = checkPath('JOURNAL_DB', resolveFromApiDir(settings.JOURNAL_DB), 'file');
  const trust = settings.TRUST_PROXY;
  let connectionLimits: ConnectionLimits;
  try {
    // Its readers come through the site server, all from one address: no lower cap per address by default
    // (a flood from one address is still held by the global cap, which closes the oldest idle first).
    connectionLimits = readConnectionLimits(env, 'API_', { ...DEFAULT_CONNECTION_LIMITS, perAddress: 4096 });
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    dbPath,
    ...(settings.DATABASE_URL ? { databaseUrl: settings.DATABASE_URL } : {}),
    filesDir: checkPath('JOURNAL_FILES_DIR', resolveFromApiDir(settings.JOURNAL_FILES_DIR), 'folder'),
    token: settings.API_TOKEN,
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : trust,
    logLevel: settings.LOG_LEVEL,
    answerCacheMb: settings.ANSWER_CACHE_MB,
    workers: settings.API_WORKERS,
    siteUrl: settings.SITE_URL.replace(/\/+$/, ''),
    ...(settings.SMTP_URL ? { smtpUrl: settings.SMTP_URL } : {}),
    // Beside the database by default: a test or bench database gets its own outbox.
    outboxDir: checkPath(
      'OUTBOX_DIR',
      settings.OUTBOX_DIR ? resolveFromApiDir(settings.OUTBOX_DIR) : path.join(path.dirname(dbPath), 'outbox'),
      'folder',
    ),
    mailFrom: settings.MAIL_FROM,
    mailClaimSeconds: settings.MAIL_CLAIM_SECONDS,
    clientIpDays: settings.CLIENT_IP_RETENTION_DAYS,
    ...(settings.REDIS_URL ? { redisUrl: settings.REDIS_URL } : {}),
    redisKeyPrefix: settings.REDIS_KEY_PREFIX,
    connectionLimits,
  };
}
