/**
 * Database errors that say "not now" rather than "never": the server cannot be reached or dropped the
 * connection, a transaction lost a serialization or deadlock race or waited too long for a lock, the
 * server is starting or shutting down, or it (or the API's own pool) has no connection to spare. The API
 * answers them 503 with Retry-After (http/errors.ts), and reads outside a transaction are tried once more
 * first (db/readRetry.ts). docs/reliability.md, "Faults".
 */
const POSTGRES_STATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
  '57P01', // admin_shutdown (also pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '53300', // too_many_connections
]);

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);

/** What node-postgres and its pool say, without a code, when a connection ends or none can be had. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Connection ended unexpectedly$/,
];

export function isTemporaryDatabaseError(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (POSTGRES_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (NETWORK_CODES.has(code)) return true;
      // better-sqlite3: SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED, SQLITE_LOCKED_SHAREDCACHE...
      if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return true;
    }
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(e.message))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isTemporaryDatabaseError(inner))) return true;
  }
  return false;
}
