import { MAX_ID } from '@journal/shared/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readPositiveInt } from '@journal/shared/text';
import { cslJsonFile, isCitationStyle, toBibtex, toCslJson, toRis } from '@journal/shared/citation';
import type { CslItem } from '@journal/shared/citation';
import type { RecordKind } from '@journal/shared/metadata';
import { citationSourceOf } from '@journal/shared/scholarly';
import type { ApiReader } from './apiReader.ts';
import { formatCitation } from './citationStyles.ts';
import { readRecord } from './records.ts';

const FORMATS = {
  bib: { type: 'application/x-bibtex; charset=utf-8', build: toBibtex },
  ris: { type: 'application/x-research-info-systems; charset=utf-8', build: toRis },
  json: { type: 'application/vnd.citationstyles.csl+json; charset=utf-8', build: cslJsonFile },
} as const;

const KINDS = new Set<RecordKind>(['paper', 'thesis', 'conference']);

function notFound(reply: FastifyReply, message: string) {
  return reply.status(404).type('application/json').send({ message });
}

/**
 * GET /citation/{paper|thesis|conference}/{id}.bib, .ris and .json (CSL-JSON): downloads written from the
 * work's one CSL-JSON record; GET /citation/{kind}/{id}/{style}: the reference in one CSL style as plain
 * text, rendered here by citeproc from the same record, so no page loads a style or the processor.
 */
export function registerCitationExport(app: FastifyInstance, api: ApiReader, origin: string) {
  const cslRecordOf = async (kind: string, id: number | null): Promise<CslItem | string> => {
    if (!KINDS.has(kind as RecordKind) || id === null) return 'No such work.';
    const record = await readRecord(api, kind as RecordKind, id);
    return record ? toCslJson(citationSourceOf(record, origin)) : `No ${kind} with id ${id}.`;
  };

  app.get<{ Params: { kind: string; file: string } }>('/citation/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const match = /^(\d+)\.(bib|ris|json)$/.exec(file);
    if (!KINDS.has(kind as RecordKind) || !match)
      return notFound(reply, 'No such citation file. Use /citation/{paper|thesis|conference}/{id}.bib, .ris or .json.');
    const item = await cslRecordOf(kind, readPositiveInt(match[1], MAX_ID));
    if (typeof item === 'string') return notFound(reply, item);
    const extension = match[2] as keyof typeof FORMATS;
    return reply
      .type(FORMATS[extension].type)
      .header('Content-Disposition', `attachment; filename="ijcri-${kind}-${match[1]}.${extension}"`)
      .header('Cache-Control', 'public, max-age=300')
      .send(FORMATS[extension].build(item));
  });

  app.get<{ Params: { kind: string; id: string; style: string } }>(
    '/citation/:kind/:id/:style',
    async (request, reply) => {
      const { kind, id, style } = request.params;
      if (!isCitationStyle(style))
        return notFound(
          reply,
          `No citation style "${style.slice(0, 60)}". The styles are listed in docs/discoverability.md.`,
        );
      const item = await cslRecordOf(kind, /^\d+$/.test(id) ? readPositiveInt(id, MAX_ID) : null);
      if (typeof item === 'string') return notFound(reply, item);
      return reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(formatCitation(item, style));
    },
  );
}
