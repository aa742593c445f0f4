import { Type } from '@sinclair/typebox';
import { idField, payload } from './fields.ts';
import { USAGE_TOTALS_LIMIT } from './limits.ts';
import { WorkKind } from './models.ts';

/**
 * The usage-count calls (COUNTER R5 views and downloads, docs/discoverability.md "Usage counts"), in the
 * shape of the call table in calls.ts, which spreads them in.
 */

const UsageTotals = Type.Object({
  views: Type.Integer({
    minimum: 0,
    description: 'Counted views of the details page (COUNTER Total_Item_Investigations of the page).',
  }),
  downloads: Type.Integer({ minimum: 0, description: 'Counted downloads of the PDF (COUNTER Total_Item_Requests).' }),
});

const monthField = Type.String({
  pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$',
  description: 'A month, YYYY-MM.',
  examples: ['2024-04'],
});

const work = { kind: WorkKind, id: idField('work (paper_id, thesis or conference paper id)') };

export const usageCalls = {
  '/countView': {
    status: 200 as const,
    summary: 'Count one view of a details page and answer the totals',
    tags: ['Usage'],
    request: payload(work),
    answer: Type.Object({
      counted: Type.Boolean({
        description: 'false: a robot, or the same reader within 30 seconds (COUNTER double-click rule).',
      }),
      ...UsageTotals.properties,
    }),
  },
  '/usageTotals': {
    status: 200 as const,
    summary: 'Views and downloads of several works of one kind (for cards)',
    tags: ['Usage'],
    request: payload({
      kind: WorkKind,
      ids: Type.Array(idField('work'), { minItems: 1, maxItems: USAGE_TOTALS_LIMIT, uniqueItems: true }),
    }),
    answer: Type.Object({
      totals: Type.Array(Type.Object({ id: Type.Integer(), ...UsageTotals.properties }), {
        description: 'One entry per asked id that exists, in the order asked; a work never viewed has zeros.',
      }),
    }),
  },
  '/usageReport': {
    status: 200 as const,
    summary: 'Monthly views and downloads of one work (COUNTER R5 item report)',
    tags: ['Usage'],
    request: payload({
      ...work,
      from: Type.Optional(monthField),
      until: Type.Optional(monthField),
    }),
    answer: Type.Object({
      months: Type.Array(Type.Object({ month: Type.String(), ...UsageTotals.properties }), {
        description: 'Every month from the first counted one (or from) to the last (or until), oldest first.',
      }),
      ...UsageTotals.properties,
    }),
  },
};
