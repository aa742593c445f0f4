import type { FastifyPluginAsync } from 'fastify';
import type { MetadataRecordsAnswer, MetadataRecordsRequest, MetadataYearsAnswer } from '@journal/shared/metadata';
import { parseDatestamp, toDatestamp } from '@journal/shared/text';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/errors.ts';
import { createMetadataRepo } from '../repos/metadata.ts';
import { MAX_ID, emptyPayload, errorResponses, integer, payload, volumeField, yearField } from '../schemas/common.ts';

const tags = ['Metadata'];
export const METADATA_PAGE = { default: 50, max: 100 } as const;

/** A date (YYYY-MM-DD) or a UTC timestamp (YYYY-MM-DDThh:mm:ssZ), the two OAI-PMH granularities. */
const dateField = (what: string) =>
  ({
    type: 'string',
    pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z)?$',
    description: `${what} bound on updated_at (inclusive).`,
  }) as const;

/**
 * Calls for the site server's discoverability endpoints (sitemaps, Atom feeds, OAI-PMH): every
 * published work in one compact shape, and what each year holds. Registered with one line in app.ts.
 */
export function metadataRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const repo = createMetadataRepo(db);

    app.post<{ Body: MetadataRecordsRequest }>(
      '/metadataRecords',
      {
        schema: {
          tags,
          summary: 'Published works of one kind, keyset-paged by id',
          body: payload(
            {
              kind: { type: 'string', enum: ['paper', 'thesis', 'conference'] },
              year: yearField,
              volume: volumeField,
              from: dateField('Lower'),
              until: dateField('Upper'),
              after_id: integer(0, MAX_ID, "Only records with a greater id (the previous answer's next_after_id)."),
              limit: integer(
                1,
                METADATA_PAGE.max,
                `Page size, at most ${METADATA_PAGE.max}. Default ${METADATA_PAGE.default}.`,
              ),
              order: { type: 'string', enum: ['id', 'newest'] },
            },
            ['kind'],
          ),
          response: errorResponses(),
        },
      },
      async (request): Promise<MetadataRecordsAnswer> => {
        const body = request.body;
        // Bounds become whole UTC seconds (a day runs from 00:00:00 to 23:59:59), compared with
        // updated_at cut to the second: the instants, not the text, whose milliseconds would sort a
        // record stamped exactly at "from" before it.
        const from = body.from ? toDatestamp(boundOf('from', body.from).start.toISOString()) : undefined;
        const until = body.until ? toDatestamp(boundOf('until', body.until).end.toISOString()) : undefined;
        return repo.records({ ...body, from, until, limit: body.limit ?? METADATA_PAGE.default });
      },
    );

    app.post(
      '/metadataYears',
      {
        schema: {
          tags,
          summary: 'Counts and newest change per year and kind; volumes; earliest and latest dates',
          body: emptyPayload,
          response: errorResponses(),
        },
      },
      async (): Promise<MetadataYearsAnswer> => repo.years(),
    );
  };
}

/** A from/until bound as a datestamp; an impossible date (2022-13-45, 2022-02-30, T25:00:00Z) is a 400, not a rollover. */
function boundOf(name: 'from' | 'until', value: string) {
  const parsed = parseDatestamp(value.replace(/\.\d+Z$/, 'Z'));
  if (!parsed) throw new HttpError(400, `body/${name} is not a real date or UTC time: "${value}"`);
  return parsed;
}
