import { describe, expect, it } from 'vitest';
import { latestIssueOf } from './latestIssue.ts';

describe('latestIssueOf', () => {
  it('takes the newest year and the last issue of its volume from an oldest-first index', () => {
    const index = [
      { year: 2022, volumes: [{ volume: 1, issue: [1, 2, 3] }] },
      { year: 2023, volumes: [{ volume: 2, issue: [1, 2, 3] }] },
      { year: 2024, volumes: [{ volume: 3, issue: [1, 2] }] },
    ];
    expect(latestIssueOf(index)).toEqual({ year: 2024, volume: 3, issue: 2 });
  });

  it('gives the same answer for a newest-first index and unsorted issue lists', () => {
    const index = [
      { year: 2025, volumes: [{ volume: 4, issue: [3, 1, 2] }] },
      { year: 2024, volumes: [{ volume: 3, issue: [1, 2, 3] }] },
    ];
    expect(latestIssueOf(index)).toEqual({ year: 2025, volume: 4, issue: 3 });
  });

  it('prefers the highest volume of the newest year and skips volumes without issues', () => {
    const index = [
      {
        year: 2026,
        volumes: [
          { volume: 5, issue: [1, 2] },
          { volume: 6, issue: [1] },
          { volume: 7, issue: [] },
        ],
      },
    ];
    expect(latestIssueOf(index)).toEqual({ year: 2026, volume: 6, issue: 1 });
  });

  it('is null for an empty index', () => {
    expect(latestIssueOf([])).toBeNull();
    expect(latestIssueOf([{ year: 2026, volumes: [] }])).toBeNull();
  });
});
