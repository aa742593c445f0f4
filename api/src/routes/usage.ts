import type { FastifyPluginAsync } from 'fastify';
import type { CallAnswer, CallRequest } from '@journal/shared/contract';
import { HttpError } from '../http/errors.ts';
import { addCall } from '../http/addCall.ts';
import type { RouteDeps } from './deps.ts';

/** Views counted by the pages, totals for cards and the monthly report (docs/discoverability.md, "Usage counts"). */
export const usageRoutes: FastifyPluginAsync<RouteDeps> = async (app, { usage }) => {
  const mustExist = async (kind: CallRequest<'/countView'>['kind'], id: number) => {
    if (!(await usage.exists(kind, id))) throw new HttpError(404, `No ${kind} with id ${id}.`);
  };

  addCall(
    app,
    '/countView',
    {
      errors: [404],
      description:
        'Sent by a details page once it shows the work. Counted unless the user agent is on the COUNTER ' +
        'robots list or the same reader (a daily-salted hash of address and user agent) viewed it in the ' +
        'last 30 seconds. No cookie is read or set; no address is stored.',
    },
    async (request): Promise<CallAnswer<'/countView'>> => {
      const { kind, id } = request.body;
      await mustExist(kind, id);
      const counted = await usage.count({
        kind,
        id,
        metric: 'view',
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { counted, ...(await usage.totals(kind, id)) };
    },
  );

  addCall(
    app,
    '/usageTotals',
    { description: 'Totals since counting began; ids that do not exist are left out.' },
    async (request): Promise<CallAnswer<'/usageTotals'>> => {
      const { kind, ids } = request.body;
      return {
        totals: (
          await Promise.all(
            ids.map(async (id) => ((await usage.exists(kind, id)) ? { id, ...(await usage.totals(kind, id)) } : null)),
          )
        ).filter((total) => total !== null),
      };
    },
  );

  addCall(
    app,
    '/usageReport',
    {
      errors: [404],
      description:
        'Views and downloads per month (UTC), every month of the range with zeros included, and the totals of the range.',
    },
    async (request): Promise<CallAnswer<'/usageReport'>> => {
      const { kind, id, from, until } = request.body;
      await mustExist(kind, id);
      if (from && until && from > until) throw new HttpError(400, `from (${from}) is after until (${until}).`);
      const months = await usage.report(kind, id, { from, until });
      if (months.length > 1200) throw new HttpError(400, 'Ask for at most 100 years of months.');
      return {
        months,
        views: months.reduce((sum, month) => sum + month.views, 0),
        downloads: months.reduce((sum, month) => sum + month.downloads, 0),
      };
    },
  );
};
