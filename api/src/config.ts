import path from 'node:path';
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
}

function resolveFromApiDir(value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(apiPackageDir, value.replace(/^api[\\/]/, ''));
}

function readAnswerCacheMb(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb < 0 || mb > 65536) throw new Error(`ANSWER_CACHE_MB must be a number of megabytes from 0 to 65536, got "${value}"`);
  return mb;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  const trust = env.TRUST_PROXY ?? 'loopback';
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dbPath: resolveFromApiDir(env.JOURNAL_DB || 'data/journal.db'),
    filesDir: resolveFromApiDir(env.JOURNAL_FILES_DIR || 'data/files'),
    token: env.API_TOKEN || DEFAULT_TOKEN,
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : trust,
    logLevel: env.LOG_LEVEL || 'info',
    answerCacheMb: readAnswerCacheMb(env.ANSWER_CACHE_MB),
  };
}
