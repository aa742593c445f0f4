import type { FastifyPluginAsync } from 'fastify';
import type { TopicsAnswer } from '../../../shared/src/api/types.ts';
import { emptyPayload, errorResponses } from '../schemas/common.ts';
import type { RouteDeps } from './deps.ts';

/** Topics grouped by category, under data.data as the specification's client reads them. */
export const topicRoutes: FastifyPluginAsync<RouteDeps> = async (app, { content }) => {
  app.post('/topics', {
    schema: {
      tags: ['Topics'],
      summary: 'Research topics grouped by category',
      description: 'No body needed. Categories appear in the order the journal lists them; each topic carries a slug for /topics/{slug}.',
      body: emptyPayload,
      response: {
        200: {
          type: 'object',
          required: ['data'],
          properties: {
            data: {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  type: 'object',
                  description: 'Category name to its topics.',
                  additionalProperties: { type: 'array', items: { $ref: 'Topic#' } },
                },
              },
            },
          },
        },
        ...errorResponses(),
      },
    },
  }, async (): Promise<TopicsAnswer> => ({ data: { data: content.topicsByCategory() } }));
};
