import type { FastifyPluginAsync } from 'fastify';
import type { CallAnswer } from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { paperJats } from '../jats/jatsOut.ts';
import { addCall, errorResponses } from '../http/addCall.ts';

/** GET /files/jats/{paper_uniqueid}.xml and POST /jatsRecords: papers as JATS (docs/discoverability.md, "JATS"). */
export function jatsRoutes(db: Db, siteUrl: string): FastifyPluginAsync {
  const papers = db.kysely.selectFrom('papers').selectAll().where('is_deleted', '=', 0);
  const byUniqueId = (uniqueId: string) => papers.where('paper_uniqueid', '=', uniqueId).executeTakeFirst();
  const byId = (id: number) => papers.where('paper_id', '=', id).executeTakeFirst();

  return async (app) => {
    app.get<{ Params: { file: string } }>(
      '/files/jats/:file',
      {
        config: { public: true },
        schema: {
          tags: ['Files'],
          summary: 'JATS XML of an archive paper',
          description:
            'The paper as JATS 1.3 (Journal Publishing): the imported file as it came, else generated from the ' +
            'stored record. Public: no Authorization header. File name: {paper_uniqueid}.xml.',
          security: [],
          params: {
            type: 'object',
            properties: { file: { type: 'string', description: 'e.g. IJCRI-2024-V3I2-007.xml' } },
            required: ['file'],
          },
          response: {
            200: {
              description: 'The JATS document.',
              content: { 'application/jats+xml': { schema: { type: 'string' } } },
            },
            ...errorResponses(),
          },
        },
      },
      async (request, reply) => {
        const match = /^([A-Za-z0-9-]{1,64})\.xml$/.exec(request.params.file);
        const row = match?.[1] ? await byUniqueId(match[1].toUpperCase()) : undefined;
        if (!row) throw new HttpError(404, 'File not found');
        const { xml, source } = paperJats(row, siteUrl);
        return reply
          .type('application/jats+xml; charset=utf-8')
          .header('Content-Disposition', `inline; filename="${row.paper_uniqueid}.xml"`)
          .header('Cache-Control', 'public, max-age=3600')
          .header('X-JATS-Source', source)
          .send(xml);
      },
    );

    addCall(
      app,
      '/jatsRecords',
      { description: 'For harvesters of many papers at once (the OAI-PMH jats format); unknown ids are left out.' },
      async (request): Promise<CallAnswer<'/jatsRecords'>> => ({
        records: (
          await Promise.all(
            request.body.paperids.map(async (id) => {
              const row = await byId(id);
              if (!row) return [];
              const { xml, source } = paperJats(row, siteUrl);
              return [{ paper_id: id, source, jats: xml }];
            }),
          )
        ).flat(),
      }),
    );
  };
}
