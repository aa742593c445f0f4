import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database.ts';
import { readContentVersion } from '../db/contentVersion.ts';

/**
 * Public endpoints for tools: the OpenAPI document and a health check for start scripts, which also
 * answers the content version (the site server drops its cached answers when it changes; docs/content.md).
 */
export const metaRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    app.get(
      '/openapi.json',
      {
        config: { public: true },
        schema: { hide: true },
      },
      async () => app.swagger(),
    );

    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          tags: ['Meta'],
          summary: 'Liveness check, and the version of the published content',
          description: 'content_version changes whenever the content changes (a seed, an article import).',
          security: [],
          response: {
            200: {
              type: 'object',
              required: ['status', 'content_version'],
              properties: { status: { type: 'string', const: 'ok' }, content_version: { type: 'string' } },
            },
          },
        },
      },
      async () => ({ status: 'ok' as const, content_version: await readContentVersion(db) }),
    );
  };
