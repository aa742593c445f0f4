import { apiCalls } from '@journal/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TopicsAnswer } from '@journal/shared/contract';
import { errorResponses } from '../schemas/common.ts';
import type { RouteDeps } from './deps.ts';

/** Topics grouped by category, under data.data as the specification's client reads them. */
export const topicRoutes: FastifyPluginAsync<RouteDeps> = async (app, { content }) => {
  app.post(
    '/topics',
    {
      schema: {
        tags: ['Topics'],
        summary: 'Research topics grouped by category',
        description:
          'No body needed. Categories appear in the order the journal lists them; each topic carries a slug for /topics/{slug}.',
        body: apiCalls['/topics'].request,
        response: {
          200: apiCalls['/topics'].answer,
          ...errorResponses(),
        },
      },
    },
    async (): Promise<TopicsAnswer> => ({ data: { data: content.topicsByCategory() } }),
  );
};
