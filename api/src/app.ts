import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerBaseSecurityHeaders, registerTurnTaking } from '@journal/server-kit';
import { AnswerCache, DEFAULT_ANSWER_CACHE_MB } from './cache/answerCache.ts';
import { DEFAULT_TOKEN } from './config.ts';
import { openDatabase } from './db/connection.ts';
import type { Db } from './db/database.ts';
import { markInUse } from './db/liveUsers.ts';
import { analyzeWhereNeverAnalyzed } from './db/postgres.ts';
import { databaseRateLimitStore } from './http/rateLimitStore.ts';
import { openSharedState, redisRateLimitOptions } from './cluster/sharedState.ts';
import { createRetentionJob, DEFAULT_CLIENT_IP_DAYS, scheduleRetention } from './jobs/retention.ts';
import { createMailer, type MailSettings } from './mail/mailer.ts';
import { startMailDelivery } from './mail/outbox.ts';
import { journal } from '@journal/shared/journal';
import { PdfCache } from './files/pdfCache.ts';
import { PdfWorkers } from './files/pdfWorkers.ts';
import { registerAuth } from './http/auth.ts';
import { errorBody, formatValidationErrors, frameworkErrors, registerErrorHandlers } from './http/errors.ts';
import { BODY_LIMIT, registerJsonBody } from './http/jsonBody.ts';
import { registerOpenApi } from './http/openapi.ts';
import type { SchemaCompilers } from './http/precompiledSchemas.ts';
import { createArchiveRepo } from './repos/archive.ts';
import { createConferenceRepo } from './repos/conference.ts';
import { createContentRepo } from './repos/content.ts';
import { createInboxRepo } from './repos/inbox.ts';
import { createThesisRepo } from './repos/thesis.ts';
import { archiveRoutes } from './routes/archive.ts';
import { blogRoutes } from './routes/blog.ts';
import { conferenceRoutes } from './routes/conference.ts';
import { contactRoutes } from './routes/contact.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { discoveryRoutes } from './routes/discovery.ts';
import type { RateLimits, RouteDeps } from './routes/deps.ts';
import { editorialRoutes } from './routes/editorial.ts';
import { figureFileRoutes } from './routes/figureFiles.ts';
import { fileRoutes } from './routes/files.ts';
import { metaRoutes } from './routes/meta.ts';
import { metadataRoutes } from './routes/metadata.ts';
import { thesisRoutes } from './routes/thesis.ts';
import { topicRoutes } from './routes/topics.ts';
import { usageRoutes } from './routes/usage.ts';
import { jatsRoutes } from './routes/jats.ts';
import { createUsageCounter } from './usage/usageCounter.ts';
import { models } from '@journal/shared/contract';
import { refreshContentIfChanged } from './seed/content.ts';
import { seedIfEmpty, type SeedCounts } from './seed/index.ts';

export interface BuildAppOptions {
  /** The SQLite file (the embedded engine); not opened when `databaseUrl` is given. Also where files, outbox and PDFs go by default. */
  dbPath: string;
  /** A `postgres://` URL (DATABASE_URL): the API runs on PostgreSQL (docs/deployment.md, "Database engines"). */
  databaseUrl?: string;
  /** Exact Authorization header value required on every call. */
  token?: string;
  /** Where generated PDFs are cached; default: a `files` folder beside the database. */
  filesDir?: string;
  logger?: boolean | { level: string };
  rateLimit?: Partial<RateLimits>;
  /** Fastify trustProxy: whose X-Forwarded-For to believe for the client IP (rate limits). */
  trustProxy?: boolean | string;
  /** Seed an empty database (default true). */
  seed?: boolean;
  /** Size of the answer cache in MB (default 64); 0 turns it off. */
  answerCacheMb?: number;
  /** Public site address for links in newsletter messages (default http://localhost:8080). */
  siteUrl?: string;
  /** Outgoing mail; default: .eml files in an `outbox` folder beside the database. */
  mail?: Partial<MailSettings>;
  /** How long an instance's claim on an outgoing mail holds before another may send it (default 2 minutes). */
  mailClaimMs?: number;
  /** Days a message's client IP is kept (default 30). */
  clientIpDays?: number;
  /** How routes' schemas become validators and serialisers (default: compiled at start; docs/api.md, "Start-up"). */
  compilers?: SchemaCompilers;
  /** REDIS_URL: rate limits and locks shared by every instance in Redis (docs/deployment.md); default: none. */
  redisUrl?: string;
  /** Prefix of the API's Redis keys (default `ijcri:`). */
  redisKeyPrefix?: string;
  /** Called after a first-start seed, e.g. to log how long it took. */
  onSeeded?: (counts: SeedCounts, ms: number) => void;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  contact: { max: 5, timeWindowMs: 10 * 60 * 1000 },
  newsletter: { max: 5, timeWindowMs: 10 * 60 * 1000 },
};

/**
 * Opens (creating, migrating and on first use seeding) the configured database: PostgreSQL when a URL
 * is given, else the SQLite file. Exported for tools that need the API's database as the API sees it.
 */
export async function openAppDatabase(options: BuildAppOptions): Promise<{ db: Db; unmark: () => void }> {
  const db = await openDatabase(options.databaseUrl ?? options.dbPath);
  // Marked before seeding, so that a seed command started meanwhile sees the database is taken.
  const unmark = options.databaseUrl || options.dbPath === ':memory:' ? () => {} : markInUse(options.dbPath);
  try {
    if (options.seed !== false) {
      const started = performance.now();
      const counts = await seedIfEmpty(db);
      if (counts) options.onSeeded?.(counts, Math.round(performance.now() - started));
      else await refreshContentIfChanged(db);
    }
  } catch (error) {
    unmark();
    await db.close();
    throw error;
  }
  return { db, unmark };
}

/**
 * Builds the API: registers every call on a database opened when the app starts (`ready`, `listen`
 * or the first `inject`). Returned unstarted, so tests drive it with `app.inject` and main.ts calls `listen`.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? 'loopback',
    // The database is opened in a plugin (below), and a first start migrates and seeds it there: seconds
    // to minutes (a large journal, PostgreSQL over a network), never to be cut off by Fastify's 10 s.
    pluginTimeout: 0,
    ajv: {
      customOptions: {
        // Reject rather than repair: unknown fields and wrong types are errors the caller should see.
        removeAdditional: false,
        coerceTypes: false,
        allErrors: false,
        // Gives the formatter the schema of a failing object, to list the allowed fields.
        verbose: true,
      },
    },
    schemaErrorFormatter: formatValidationErrors,
    frameworkErrors,
    ...(options.compilers ? { schemaController: { compilersFactory: options.compilers } } : {}),
  });
  for (const model of models) app.addSchema(model);
  registerJsonBody(app);
  registerErrorHandlers(app);
  // nosniff and Referrer-Policy on every answer, JSON and PDFs alike (the site server adds the rest).
  registerBaseSecurityHeaders(app);
  registerAuth(app, options.token ?? DEFAULT_TOKEN);

  app.register(async (api) => {
    const { db, unmark } = await openAppDatabase(options);
    // Requests take turns on the event loop, so a busy process still accepts connections (docs/reliability.md).
    registerTurnTaking(api);
    if (db.engine === 'postgres') {
      const analyzed = await analyzeWhereNeverAnalyzed(db);
      if (analyzed.length > 0)
        app.log.warn(
          `PostgreSQL had no statistics for ${analyzed.length} tables: ran ANALYZE (${analyzed.join(', ')})`,
        );
    }
    // One line when the database stops answering and one when it answers again (docs/reliability.md, "Faults").
    db.health.watch({
      down: (error) =>
        app.log.error(
          `database unavailable (${error.message}): reads retried once, then answered 503 until it is back`,
        ),
      up: (ms) => app.log.warn(`database answering again after ${ms} ms`),
    });
    const stopRetention = scheduleRetention(
      createRetentionJob(db, { clientIpDays: options.clientIpDays ?? DEFAULT_CLIENT_IP_DAYS }),
      (error) => app.log.warn({ err: error }, 'retention job failed; retried in an hour'),
    );
    api.addHook('onClose', async () => {
      stopRetention();
      await db.close();
      unmark();
    });
    await registerRoutes(api, db, options);
  });

  return app;
}

async function registerRoutes(api: FastifyInstance, db: Db, options: BuildAppOptions): Promise<void> {
  const filesDir = options.filesDir ?? path.join(path.dirname(path.resolve(options.dbPath)), 'files');
  const shared = await openSharedState({
    filesDir,
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    ...(options.redisKeyPrefix ? { redisKeyPrefix: options.redisKeyPrefix } : {}),
    db,
    redisEvents: {
      down: (error) =>
        api.log.error(
          `Redis unreachable (${error.message}): rate limits counted by this instance alone and locks taken in ` +
            'the database until it is back',
        ),
      up: (ms) => api.log.warn(`Redis answering again after ${ms} ms`),
    },
  });
  api.addHook('onClose', () => shared.close());
  const deps: RouteDeps = {
    archive: createArchiveRepo(db),
    conference: createConferenceRepo(db),
    thesis: createThesisRepo(db),
    content: createContentRepo(db),
    inbox: createInboxRepo(db),
    usage: createUsageCounter(db),
    filesDir,
    pdfs: new PdfCache(shared.files, shared.locks, (error) => {
      api.log.warn({ err: error }, 'PDF typeset without the lock');
    }),
    pdfWorkers: new PdfWorkers(),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimit },
    answers: new AnswerCache(db, { maxBytes: (options.answerCacheMb ?? DEFAULT_ANSWER_CACHE_MB) * 1024 * 1024 }),
    siteUrl: options.siteUrl ?? 'http://localhost:8080',
    mailDelivery: startMailDelivery(
      db,
      createMailer({
        outboxDir: path.join(path.dirname(path.resolve(options.dbPath)), 'outbox'),
        from: `${journal.shortName} newsletter <${journal.contact.email}>`,
        ...options.mail,
      }),
      api.log,
      options.mailClaimMs === undefined ? {} : { claimMs: options.mailClaimMs },
    ),
  };
  api.addHook('onClose', () => deps.mailDelivery.stop());

  api.addHook('onClose', () => deps.pdfWorkers.close());
  await registerOpenApi(api);
  // Only the routes that opt in (contact, newsletter) are limited; counted after validation and auth.
  await api.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    // One allowance per client across every API process, instance and restart: counted in Redis when
    // REDIS_URL is set, otherwise in the database.
    ...(shared.redis ? redisRateLimitOptions(shared.redis, shared.keyPrefix) : { store: databaseRateLimitStore(db) }),
    // An IPv6 client is given a whole /64 by its provider: the /64 is the client.
    ipv6Subnet: 64,
    errorResponseBuilder: (_request, context) =>
      errorBody(429, `Too many requests: at most ${context.max} per ${context.after}. Please try again later.`),
  });
  for (const routes of [
    archiveRoutes,
    conferenceRoutes,
    thesisRoutes,
    topicRoutes,
    blogRoutes,
    editorialRoutes,
    contactRoutes,
    newsletterRoutes,
    fileRoutes,
    usageRoutes,
    figureFileRoutes,
  ]) {
    await api.register(routes, deps);
  }
  await api.register(metaRoutes(db));
  await api.register(metadataRoutes(db));
  await api.register(discoveryRoutes(db, deps.answers));
  await api.register(jatsRoutes(db, deps.siteUrl));
}
