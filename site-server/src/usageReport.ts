import type { FastifyInstance } from 'fastify';
import { MAX_ID, type CallAnswer, type WorkKind } from '@journal/shared/contract';
import { readPositiveInt } from '@journal/shared/text';
import type { ApiReader } from './apiReader.ts';

const KINDS: ReadonlySet<string> = new Set<WorkKind>(['paper', 'thesis', 'conference']);
const isKind = (kind: string): kind is WorkKind => KINDS.has(kind);
const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** The report as CSV (RFC 4180 lines, CRLF): a header and one line per month, then the totals. */
function toCsv(kind: string, id: number, report: CallAnswer<'/usageReport'>): string {
  const lines = [
    'Kind,Id,Month,Views,Downloads',
    ...report.months.map((month) => `${kind},${id},${month.month},${month.views},${month.downloads}`),
    `${kind},${id},Total,${report.views},${report.downloads}`,
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * GET /usage/{paper|thesis|conference}/{id}.json and .csv (optional ?from=YYYY-MM&until=YYYY-MM): a
 * work's monthly views and downloads (docs/discoverability.md, "Usage counts"), from the API's
 * /usageReport. Answers are the API reader's, cached for a minute.
 */
export function registerUsageReport(app: FastifyInstance, api: ApiReader) {
  app.get<{ Params: { kind: string; file: string }; Querystring: { from?: unknown; until?: unknown } }>(
    '/usage/:kind/:file',
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = /^(\d+)\.(json|csv)$/.exec(file);
      const id = match ? readPositiveInt(match[1], MAX_ID) : null;
      if (!isKind(kind) || !match || id === null)
        return reply
          .status(404)
          .send({ message: 'No such report. Use /usage/{paper|thesis|conference}/{id}.json or .csv.' });
      const range: { from?: string; until?: string } = {};
      for (const name of ['from', 'until'] as const) {
        const value = request.query[name];
        if (value === undefined) continue;
        if (typeof value !== 'string' || !MONTH.test(value))
          return reply.status(400).send({ message: `${name} must be a month, YYYY-MM (e.g. 2026-04).` });
        range[name] = value;
      }
      if (range.from && range.until && range.from > range.until)
        return reply.status(400).send({ message: `from (${range.from}) is after until (${range.until}).` });
      const result = await api.call('/usageReport', { kind, id, ...range });
      if (!result.found) return reply.status(404).send({ message: `No ${kind} with id ${id}.` });
      const filename = `ijcri-usage-${kind}-${id}.${match[2]}`;
      reply.header('Content-Disposition', `attachment; filename="${filename}"`).header('Cache-Control', 'no-cache');
      if (match[2] === 'csv') return reply.type('text/csv; charset=utf-8').send(toCsv(kind, id, result.data));
      return reply.type('application/json; charset=utf-8').send({ kind, id, ...result.data });
    },
  );
}
