import type { FastifyPluginAsync } from 'fastify';

/** Public endpoints for tools: the OpenAPI document and a health check for start scripts. */
export const metaRoutes: FastifyPluginAsync = async (app) => {
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
        summary: 'Liveness check',
        security: [],
        response: {
          200: { type: 'object', required: ['status'], properties: { status: { type: 'string', const: 'ok' } } },
        },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
