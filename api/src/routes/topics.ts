import type { FastifyPluginAsync } from 'fastify';
import type { TopicsAnswer } from '@journal/shared/contract';
import type { RouteDeps } from './deps.ts';
import { addCall } from '../http/addCall.ts';

/** Topics grouped by category, under data.data as the specification's client reads them. */
export const topicRoutes: FastifyPluginAsync<RouteDeps> = async (app, { content }) => {
  addCall(
    app,
    '/topics',
    {
      description:
        'No body needed. Categories appear in the order the journal lists them; each topic carries a slug for /topics/{slug}.',
    },
    async (): Promise<TopicsAnswer> => ({ data: { data: await content.topicsByCategory() } }),
  );
};
