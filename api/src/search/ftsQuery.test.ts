import { describe, expect, it } from 'vitest';
import { MAX_TOKENS, buildMatchQuery, identifierQuery, tokenize } from './ftsQuery.ts';

describe('buildMatchQuery', () => {
  it('quotes every word, adds a prefix star to words of two or more characters and ANDs them', () => {
    expect(buildMatchQuery('Federated learning')).toBe('"federated"* AND "learning"*');
    expect(buildMatchQuery('a graph')).toBe('"a" AND "graph"*');
  });

  it('keeps only letters, digits and marks, in any script', () => {
    expect(buildMatchQuery('"NEAR(foo bar)" AND -baz^ OR x*')).toBe(
      '"near"* AND "foo"* AND "bar"* AND "and"* AND "baz"* AND "or"* AND "x"',
    );
    expect(buildMatchQuery('Müller 学习 café')).toBe('"müller"* AND "学习"* AND "café"*');
    expect(buildMatchQuery('हिन्दी')).toBe('"हिन्दी"*');
  });

  it('returns null when nothing searchable is left', () => {
    for (const input of ['', '   ', '"', '*', '-^:()', '🙂🙂']) expect(buildMatchQuery(input)).toBeNull();
  });

  it('restricts to columns when asked', () => {
    expect(buildMatchQuery('graph', { columns: ['paper_title', 'paper_author'] })).toBe(
      '{paper_title paper_author} : ("graph"*)',
    );
  });

  it('gives PostgreSQL the same words as a tsquery: prefixes, AND or OR, columns as weights', () => {
    const postgres = { engine: 'postgres' } as const;
    expect(buildMatchQuery('Federated learning', postgres)).toBe('federated:* & learning:*');
    expect(buildMatchQuery('a graph', postgres)).toBe('a & graph:*');
    expect(buildMatchQuery('"NEAR(x)" & !y | z:*', postgres)).toBe('near:* & x & y & z');
    expect(buildMatchQuery('data mining and knowledge', { ...postgres, any: true })).toBe(
      'data:* | mining:* | knowledge:*',
    );
    expect(buildMatchQuery('graph n', { ...postgres, columns: ['paper_title', 'paper_author'] })).toBe(
      'graph:*AB & n:AB',
    );
    expect(buildMatchQuery('graph', { ...postgres, columns: ['title', 'authors', 'keyword_text'] })).toBe('graph:*AB');
    expect(buildMatchQuery('graph', { ...postgres, columns: ['abstract', 'full_text'] })).toBe('graph:*CD');
    expect(buildMatchQuery('🙂', postgres)).toBeNull();
  });

  it('limits the number of words', () => {
    expect(tokenize('w '.repeat(50))).toHaveLength(MAX_TOKENS);
  });
});

describe('identifierQuery', () => {
  it('reads numbers, unique ids and DOIs in the forms readers paste them', () => {
    expect(identifierQuery(' 42 ').numericId).toBe(42);
    expect(identifierQuery('#42').numericId).toBe(42);
    expect(identifierQuery('42abc').numericId).toBeNull();
    expect(identifierQuery('99999999999').numericId).toBeNull();
    expect(identifierQuery('ijcri-2024-v3i2-007').uniqueId).toBe('IJCRI-2024-V3I2-007');
    expect(identifierQuery('https://doi.org/10.59638/IJCRI.2024.v3.i2.007').doi).toBe('10.59638/ijcri.2024.v3.i2.007');
    expect(identifierQuery('doi: 10.59638/ijcri.2024.v3.i2.007').doi).toBe('10.59638/ijcri.2024.v3.i2.007');
  });
});
