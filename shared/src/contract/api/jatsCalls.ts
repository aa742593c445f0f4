import { Type } from '@sinclair/typebox';
import { idField, payload } from './fields.ts';

/**
 * JATS out (docs/discoverability.md, "JATS"): the papers as JATS XML for harvesters (the site server's
 * OAI-PMH jats format), in the shape of the call table in calls.ts, which spreads them in.
 */

export const JATS_RECORDS_LIMIT = 50;

export const jatsCalls = {
  '/jatsRecords': {
    status: 200 as const,
    summary: 'Papers as JATS 1.3 XML (the imported file, or one generated from the record)',
    tags: ['Discovery'],
    request: payload({
      paperids: Type.Array(idField('paper (paper_id)'), {
        minItems: 1,
        maxItems: JATS_RECORDS_LIMIT,
        uniqueItems: true,
      }),
    }),
    answer: Type.Object({
      records: Type.Array(
        Type.Object({
          paper_id: Type.Integer(),
          source: Type.Union([Type.Literal('imported'), Type.Literal('generated')]),
          jats: Type.String({ description: 'The whole JATS document, XML declaration and doctype included.' }),
        }),
        { description: 'One per asked paper that exists, in the order asked.' },
      ),
    }),
  },
};
