import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerBaseSecurityHeaders } from '@journal/shared/server';
import { AnswerCache, DEFAULT_ANSWER_CACHE_MB } from './cache/answerCache.ts';
import { DEFAULT_TOKEN } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { PdfCache } from './files/pdfCache.ts';
import { registerAuth } from './http/auth.ts';
import { errorBody, formatValidationErrors, frameworkErrors, registerErrorHandlers } from './http/errors.ts';
import { BODY_LIMIT, registerJsonBody } from './http/jsonBody.ts';
import { registerOpenApi } from './http/openapi.ts';
import { createArchiveRepo } from './repos/archive.ts';
import { createConferenceRepo } from './repos/conference.ts';
import { createContentRepo } from './repos/content.ts';
import { createInboxRepo } from './repos/inbox.ts';
import { createThesisRepo } from './repos/thesis.ts';
import { archiveRoutes } from './routes/archive.ts';
import { blogRoutes } from './routes/blog.ts';
import { conferenceRoutes } from './routes/conference.ts';
import { contactRoutes } from './routes/contact.ts';
import type { RateLimits, RouteDeps } from './routes/deps.ts';
import { editorialRoutes } from './routes/editorial.ts';
import { fileRoutes } from './routes/files.ts';
import { metaRoutes } from './routes/meta.ts';
import { metadataRoutes } from './routes/metadata.ts';
import { thesisRoutes } from './routes/thesis.ts';
import { topicRoutes } from './routes/topics.ts';
import { models } from './schemas/models.ts';
import { refreshContentIfChanged } from './seed/content.ts';
import { isSeeded, seedDatabase, type SeedCounts } from './seed/index.ts';

export interface BuildAppOptions {
  dbPath: string;
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
  /** Called after a first-start seed, e.g. to log how long it took. */
  onSeeded?: (counts: SeedCounts, ms: number) => void;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  contact: { max: 5, timeWindowMs: 10 * 60 * 1000 },
  newsletter: { max: 5, timeWindowMs: 10 * 60 * 1000 },
};

/**
 * Builds the API: opens (creating, migrating and on first use seeding) the database and registers
 * every call. Returned unstarted, so tests drive it with `app.inject` and main.ts calls `listen`.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const db = openDatabase(options.dbPath);
  if (options.seed !== false) {
    if (!isSeeded(db)) {
      const started = performance.now();
      const counts = seedDatabase(db);
      options.onSeeded?.(counts, Math.round(performance.now() - started));
    } else {
      refreshContentIfChanged(db);
    }
  }

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? 'loopback',
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
  });
  app.addHook('onClose', async () => db.close());

  for (const model of models) app.addSchema(model);
  registerJsonBody(app);
  registerErrorHandlers(app);
  // nosniff and Referrer-Policy on every answer, JSON and PDFs alike (the site server adds the rest).
  registerBaseSecurityHeaders(app);
  registerAuth(app, options.token ?? DEFAULT_TOKEN);

  const deps: RouteDeps = {
    archive: createArchiveRepo(db),
    conference: createConferenceRepo(db),
    thesis: createThesisRepo(db),
    content: createContentRepo(db),
    inbox: createInboxRepo(db),
    pdfs: new PdfCache(options.filesDir ?? path.join(path.dirname(path.resolve(options.dbPath)), 'files')),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimit },
    answers: new AnswerCache(db, { maxBytes: (options.answerCacheMb ?? DEFAULT_ANSWER_CACHE_MB) * 1024 * 1024 }),
  };

  app.register(async (api) => {
    await registerOpenApi(api);
    // Only the routes that opt in (contact, newsletter) are limited; counted after validation and auth.
    await api.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      errorResponseBuilder: (_request, context) =>
        errorBody(429, `Too many requests: at most ${context.max} per ${context.after}. Please try again later.`),
    });
    for (const routes of [archiveRoutes, conferenceRoutes, thesisRoutes, topicRoutes, blogRoutes, editorialRoutes, contactRoutes, fileRoutes]) {
      await api.register(routes, deps);
    }
    await api.register(metaRoutes);
    await api.register(metadataRoutes(db));
  });

  return app;
}
