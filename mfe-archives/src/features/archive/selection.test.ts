import { describe, expect, it } from 'vitest';
import { yearListing } from './testData.ts';
import { issueHeading, resolveSelection, volumeChoices } from './selection.ts';

const newestFirst = [...yearListing].reverse();

describe('resolveSelection', () => {
  it('finds an existing issue with the issues of its volume', () => {
    expect(resolveSelection(newestFirst, { year: 2024, volume: 3, issue: 2 })).toEqual({
      kind: 'found',
      selection: { year: 2024, volume: 3, issue: 2 },
      issues: [1, 2, 3],
    });
  });

  it('falls back to issue 1 when the newest year has fewer issues', () => {
    expect(resolveSelection(newestFirst, { year: 2025, volume: 4, issue: 3 })).toEqual({
      kind: 'fallback',
      selection: { year: 2025, volume: 4, issue: 1 },
    });
  });

  it('reports a year or volume the archive does not have', () => {
    expect(resolveSelection(newestFirst, { year: 2030, volume: 4, issue: 1 })).toEqual({ kind: 'unknown' });
    expect(resolveSelection(newestFirst, { year: 2024, volume: 9, issue: 1 })).toEqual({ kind: 'unknown' });
  });
});

describe('volumeChoices', () => {
  it('lists every volume newest first, whatever the index order, keeping the issue or falling back to 1', () => {
    expect(volumeChoices(yearListing, 3).map((choice) => choice.selection)).toEqual([
      { year: 2025, volume: 4, issue: 1 },
      { year: 2024, volume: 3, issue: 3 },
      { year: 2023, volume: 2, issue: 3 },
      { year: 2022, volume: 1, issue: 3 },
    ]);
  });
});

describe('issueHeading', () => {
  it('reads Volume X, Issue Y (year)', () => {
    expect(issueHeading({ year: 2024, volume: 3, issue: 2 })).toBe('Volume 3, Issue 2 (2024)');
  });
});
