import { describe, expect, it } from 'vitest';
import { authorSlug } from './authorSlug.ts';
import { authorsOf } from './authorsOf.ts';
import { monthYear } from './monthYear.ts';
import { readPositiveInt } from './readPositiveInt.ts';
import { countOf, unmarked } from './searchText.ts';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('Federated Learning for Edge Devices: A Survey')).toBe(
      'federated-learning-for-edge-devices-a-survey',
    );
  });

  it('folds accents and drops punctuation at the ends', () => {
    expect(slugify('  Müller’s “Zero-Trust” Networks — Revisited!  ')).toBe('muller-s-zero-trust-networks-revisited');
  });

  it('keeps digits', () => {
    expect(slugify('GPT-4 and 5G: 2 Case Studies')).toBe('gpt-4-and-5g-2-case-studies');
  });
});

describe('authorsOf', () => {
  it('lists author_1..author_6 in order and skips empty or missing slots', () => {
    expect(
      authorsOf({
        author_1: 'Priya Raman',
        author_2: '',
        author_3: ' Wei Chen ',
        author_4: null,
        author_6: 'Lena Fischer',
      }),
    ).toEqual(['Priya Raman', 'Wei Chen', 'Lena Fischer']);
  });

  it('gives an empty list for a record without authors', () => {
    expect(authorsOf({})).toEqual([]);
  });
});

describe('monthYear', () => {
  it('reads month names in any case and abbreviations', () => {
    expect(monthYear('April', 2024)).toBe('April 2024');
    expect(monthYear('sept', 2023)).toBe('September 2023');
    expect(monthYear('DECEMBER', '2022')).toBe('December 2022');
  });

  it('reads month numbers', () => {
    expect(monthYear(4, 2024)).toBe('April 2024');
    expect(monthYear('01', 2025)).toBe('January 2025');
  });

  it('falls back to the year alone for an unreadable month', () => {
    expect(monthYear('13', 2024)).toBe('2024');
    expect(monthYear('', 2024)).toBe('2024');
    expect(monthYear(undefined, 2024)).toBe('2024');
    expect(monthYear('Ma', 2024)).toBe('2024');
  });
});

describe('readPositiveInt', () => {
  it('accepts plain digits from 1 to max', () => {
    expect(readPositiveInt('1', 10)).toBe(1);
    expect(readPositiveInt('10', 10)).toBe(10);
    expect(readPositiveInt('007', 10)).toBe(7);
  });

  it.each([
    null,
    undefined,
    '',
    '0',
    '-3',
    '2.5',
    '1e3',
    ' 4',
    '4 ',
    '0x10',
    'Infinity',
    'NaN',
    'abc',
    '11',
    '99999999999999999999',
  ])('rejects %j', (value) => {
    expect(readPositiveInt(value as string | null, 10)).toBeNull();
  });
});

describe('authorSlug', () => {
  it('ignores case and diacritics, including letters Unicode does not decompose', () => {
    expect(authorSlug('Nguyễn Minh')).toBe('nguyen-minh');
    expect(authorSlug('Elif Yılmaz')).toBe(authorSlug('ELIF YILMAZ'));
    expect(authorSlug('Søren Łukasz')).toBe('soren-lukasz');
  });
});

describe('search text', () => {
  it('counts with thousands separators and the singular for one', () => {
    expect(countOf(1, ['result', 'results'])).toBe('1 result');
    expect(countOf(0, ['result', 'results'])).toBe('0 results');
    expect(countOf(4248, ['paper', 'papers'])).toBe('4,248 papers');
    expect(countOf(10000, ['paper', 'papers'], true)).toBe('more than 10,000 papers');
  });

  it('takes the match marks out of a highlighted text', () => {
    expect(unmarked('Sparse \u0002Graphs\u0003 and \u0002graph\u0003s')).toBe('Sparse Graphs and graphs');
  });
});
