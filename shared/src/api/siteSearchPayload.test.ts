import { describe, expect, it } from 'vitest';
import { siteSearchPayload } from './siteSearchPayload.ts';

describe('siteSearchPayload', () => {
  it('asks for a page of 20 with only the filters chosen, match=any only when asked', () => {
    expect(siteSearchPayload('graphs', {})).toEqual({ search: 'graphs', page: 1, per_page: 20 });
    expect(siteSearchPayload('graphs', { kind: 'paper', year: 2024, any: true, page: 2 })).toEqual({
      search: 'graphs',
      page: 2,
      per_page: 20,
      kind: 'paper',
      year: 2024,
      match: 'any',
    });
  });
});
