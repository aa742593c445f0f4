import type { FastifyPluginAsync } from 'fastify';
import { METADATA_DEFAULT_LIMIT, type MetadataRecordsAnswer, type MetadataYearsAnswer } from '@journal/shared/contract';
import { parseDatestamp, toDatestamp } from '@journal/shared/text';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { createMetadataRepo } from '../repos/metadata.ts';
import { addCall } from '../http/addCall.ts';

/**
 * Calls for the site server's discoverability endpoints (sitemaps, Atom feeds, OAI-PMH): every
 * published work in one compact shape, and what each year holds. Registered with one line in app.ts.
 */
export function metadataRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const repo = createMetadataRepo(db);

    addCall(app, '/metadataRecords', {}, async (request): Promise<MetadataRecordsAnswer> => {
      const body = request.body;
      // Bounds become whole UTC seconds (a day runs from 00:00:00 to 23:59:59), compared with
      // updated_at cut to the second: the instants, not the text, whose milliseconds would sort a
      // record stamped exactly at "from" before it.
      const from = body.from ? toDatestamp(boundOf('from', body.from).start.toISOString()) : undefined;
      const until = body.until ? toDatestamp(boundOf('until', body.until).end.toISOString()) : undefined;
      return repo.records({ ...body, from, until, limit: body.limit ?? METADATA_DEFAULT_LIMIT });
    });

    addCall(app, '/metadataYears', {}, async (): Promise<MetadataYearsAnswer> => repo.years());
  };
}

/** A from/until bound as a datestamp; an impossible date (2022-13-45, 2022-02-30, T25:00:00Z) is a 400, not a rollover. */
function boundOf(name: 'from' | 'until', value: string) {
  const parsed = parseDatestamp(value.replace(/\.\d+Z$/, 'Z'));
  if (!parsed) throw new HttpError(400, `body/${name} is not a real date or UTC time: "${value}"`);
  return parsed;
}
