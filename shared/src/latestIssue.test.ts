import { describe, expect, it } from 'vitest';
import { latestIssueOf } from './latestIssue.ts';
import { currentIssueLink } from './routing/links.ts';

describe('latestIssueOf', () => {
  it('is the newest year, its highest volume and that volume’s highest issue, in any order of the index', () => {
    const index = [
      { year: 2025, volumes: [{ volume: 4, issue: [1, 2, 3] }] },
      { year: 2026, volumes: [{ volume: 5, issue: [1, 3, 2] }] },
      { year: 2024, volumes: [{ volume: 3, issue: [4] }] },
    ];
    expect(latestIssueOf(index)).toEqual({ year: 2026, volume: 5, issue: 3 });
    expect(latestIssueOf([...index].reverse())).toEqual({ year: 2026, volume: 5, issue: 3 });
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

  it('is null for an empty archive', () => {
    expect(latestIssueOf([])).toBeNull();
    expect(latestIssueOf([{ year: 2026, volumes: [{ volume: 5, issue: [] }] }])).toBeNull();
  });
});

describe('currentIssueLink', () => {
  it('leads to the issue’s paper list, or to /current-issue when the issue is unknown', () => {
    expect(currentIssueLink({ year: 2026, volume: 5, issue: 3 })).toBe(
      '/current-issue/paperlist?year=2026&volume=5&issue=3',
    );
    expect(currentIssueLink(null)).toBe('/current-issue');
  });
});
