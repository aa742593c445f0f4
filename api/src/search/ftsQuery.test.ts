import { describe, expect, it } from 'vitest';
import { MAX_TOKENS, buildMatchQuery, identifierQuery, parseSearch, tokenize } from './ftsQuery.ts';

const postgres = { engine: 'postgres' } as const;

describe('parseSearch', () => {
  it('reads words, quoted phrases, OR and minus as the search syntax says (docs/api.md)', () => {
    expect(parseSearch('graph "neural network" -survey')).toEqual({
      groups: [[{ words: ['graph'], exact: false }], [{ words: ['neural', 'network'], exact: true }]],
      excluded: [{ words: ['survey'], exact: false }],
    });
    expect(parseSearch('edge OR cloud fog').groups).toEqual([
      [
        { words: ['edge'], exact: false },
        { words: ['cloud'], exact: false },
      ],
      [{ words: ['fog'], exact: false }],
    ]);
  });

  it('reads hostile or broken input as plain words, never as an error', () => {
    expect(parseSearch('OR graph OR').groups).toEqual([[{ words: ['graph'], exact: false }]]);
    expect(parseSearch('"unclosed phrase').groups).toEqual([[{ words: ['unclosed', 'phrase'], exact: true }]]);
    expect(parseSearch('-only -excluded')).toEqual({ groups: [], excluded: [] });
    expect(parseSearch('a-b or x').groups.map((g) => g.map((t) => t.words.join(' ')))).toEqual([
      ['a'],
      ['b'],
      ['or'],
      ['x'],
    ]);
  });

  it('keeps at most MAX_TOKENS words in all', () => {
    const { groups, excluded } = parseSearch(`${'w '.repeat(20)} "${'p '.repeat(20)}" -x`);
    expect(groups.flat().reduce((n, t) => n + t.words.length, 0) + excluded.length).toBe(MAX_TOKENS);
  });
});

describe('buildMatchQuery', () => {
  it('quotes every word, adds a prefix star to words of two or more characters and ANDs them', () => {
    expect(buildMatchQuery('Federated learning')).toBe('"federated"* AND "learning"*');
    expect(buildMatchQuery('a graph')).toBe('"a" AND "graph"*');
  });

  it('writes phrases, OR and minus in FTS5 syntax', () => {
    expect(buildMatchQuery('"graph neural" networks')).toBe('"graph neural" AND "networks"*');
    expect(buildMatchQuery('edge OR cloud -fog -"data lake"')).toBe(
      '("edge"* OR "cloud"*) NOT ("fog"* OR "data lake")',
    );
    expect(buildMatchQuery('edge cloud -fog')).toBe('("edge"* AND "cloud"*) NOT "fog"*');
  });

  it('keeps only letters, digits and marks, in any script, so FTS5 syntax is never syntax', () => {
    expect(buildMatchQuery('NEAR(foo bar) AND baz^ x*')).toBe(
      '"near"* AND "foo"* AND "bar"* AND "and"* AND "baz"* AND "x"',
    );
    expect(buildMatchQuery('Müller 学习 café')).toBe('"müller"* AND "学习"* AND "café"*');
    expect(buildMatchQuery('हिन्दी')).toBe('"हिन्दी"*');
  });

  it('returns null when nothing searchable is left', () => {
    for (const input of ['', '   ', '"', '*', '-^:()', '🙂🙂', 'OR', '-graph'])
      expect(buildMatchQuery(input)).toBeNull();
  });

  it('restricts to columns when asked', () => {
    expect(buildMatchQuery('graph', { columns: ['paper_title', 'paper_author'] })).toBe(
      '{paper_title paper_author} : ("graph"*)',
    );
  });

  it('gives PostgreSQL the same query as a tsquery: prefixes, phrases, OR, NOT, columns as weights', () => {
    expect(buildMatchQuery('Federated learning', postgres)).toBe("'federated':* & 'learning':*");
    expect(buildMatchQuery('a graph', postgres)).toBe("'a' & 'graph':*");
    expect(buildMatchQuery('"NEAR(x)" & !y | z:*', postgres)).toBe("('near' <-> 'x') & 'y' & 'z'");
    expect(buildMatchQuery('edge OR "cloud native" -fog', postgres)).toBe(
      "('edge':* | ('cloud' <-> 'native')) & !'fog':*",
    );
    expect(buildMatchQuery('data mining and knowledge', { ...postgres, any: true })).toBe(
      "('data':* | 'mining':* | 'knowledge':*)",
    );
    expect(buildMatchQuery('graph n', { ...postgres, columns: ['paper_title', 'paper_author'] })).toBe(
      "'graph':*AB & 'n':AB",
    );
    expect(buildMatchQuery('graph', { ...postgres, columns: ['abstract', 'full_text'] })).toBe("'graph':*CD");
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
