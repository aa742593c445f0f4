import os from 'node:os';
import path from 'node:path';
import { journal } from '@journal/shared/journal';
import { fileURLToPath } from 'node:url';

/**
 * The one place the API reads its environment. Every value is optional so that a newcomer's
 * `npm start` just works; relative paths are resolved against the api package folder (not the
 * current directory) so the database ends up in the same place whichever folder npm runs from.
 */
export const apiPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_TOKEN = 'Bearer ijcri-public-site-2026';

export interface ApiConfig {
  port: number;
  host: string;
  dbPath: string;
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
  /** CLIENT_IP_RETENTION_DAYS: after how many days a message's client IP is dropped (default 30). */
  clientIpDays: number;
}

function resolveFromApiDir(value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(apiPackageDir, value.replace(/^api[\\/]/, ''));
}

function readAnswerCacheMb(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb < 0 || mb > 65536)
    throw new Error(`ANSWER_CACHE_MB must be a number of megabytes from 0 to 65536, got "${value}"`);
  return mb;
}

function readInteger(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  return number;
}

function readUrl(name: string, value: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an address (${protocols.join(', ')}), got "${value}"`);
  }
  if (!protocols.includes(url.protocol))
    throw new Error(`${name} must be an address (${protocols.join(', ')}), got "${value}"`);
  return value.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  const trust = env.TRUST_PROXY ?? 'loopback';
  const dbPath = resolveFromApiDir(env.JOURNAL_DB || 'data/journal.db');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dbPath,
    filesDir: resolveFromApiDir(env.JOURNAL_FILES_DIR || 'data/files'),
    token: env.API_TOKEN || DEFAULT_TOKEN,
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : trust,
    logLevel: env.LOG_LEVEL || 'info',
    answerCacheMb: readAnswerCacheMb(env.ANSWER_CACHE_MB),
    workers: readInteger('API_WORKERS', env.API_WORKERS, os.availableParallelism(), 1, 64),
    siteUrl: readUrl('SITE_URL', env.SITE_URL || 'http://localhost:8080', ['http:', 'https:']),
    ...(env.SMTP_URL ? { smtpUrl: readUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']) } : {}),
    // Beside the database by default: a test or bench database gets its own outbox.
    outboxDir: env.OUTBOX_DIR ? resolveFromApiDir(env.OUTBOX_DIR) : path.join(path.dirname(dbPath), 'outbox'),
    mailFrom: env.MAIL_FROM || `${journal.shortName} newsletter <${journal.contact.email}>`,
    clientIpDays: readInteger('CLIENT_IP_RETENTION_DAYS', env.CLIENT_IP_RETENTION_DAYS, 30, 1, 3650),
  };
}
