import { MAX_ID } from '@journal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { readPositiveInt } from '@journal/shared/text';
import { toBibtex, toRis } from '@journal/shared/citation';
import { citationSourceOf, type RecordKind } from '@journal/shared/metadata';
import type { ApiReader } from './apiReader.ts';
import { readRecord } from './records.ts';

const FORMATS = {
  bib: { type: 'application/x-bibtex; charset=utf-8', build: toBibtex },
  ris: { type: 'application/x-research-info-systems; charset=utf-8', build: toRis },
} as const;

const KINDS = new Set<RecordKind>(['paper', 'thesis', 'conference']);

/** GET /citation/{paper|thesis|conference}/{id}.bib and .ris: downloads built with the shared citation builders. */
export function registerCitationExport(app: FastifyInstance, api: ApiReader, origin: string) {
  app.get<{ Params: { kind: string; file: string } }>('/citation/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const match = /^(\d+)\.(bib|ris)$/.exec(file);
    const id = match ? readPositiveInt(match[1], MAX_ID) : null;
    if (!KINDS.has(kind as RecordKind) || !match || id === null) {
      return reply
        .status(404)
        .type('application/json')
        .send({ message: 'No such citation file. Use /citation/{paper|thesis|conference}/{id}.bib or .ris.' });
    }
    const record = await readRecord(api, kind as RecordKind, id);
    if (!record)
      return reply
        .status(404)
        .type('application/json')
        .send({ message: `No ${kind} with id ${id}.` });
    const format = FORMATS[match[2] as 'bib' | 'ris'];
    return reply
      .type(format.type)
      .header('Content-Disposition', `attachment; filename="ijcri-${kind}-${id}.${match[2]}"`)
      .header('Cache-Control', 'public, max-age=300')
      .send(format.build(citationSourceOf(record, origin)));
  });
}
