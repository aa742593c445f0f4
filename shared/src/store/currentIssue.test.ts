import { describe, expect, it } from 'vitest';
import { currentIssuePath } from './currentIssue.ts';

const cached = (data: unknown, endpointName = 'archiveIndex') => ({
  journalApi: { queries: { 'archiveIndex(undefined)': { endpointName, status: 'fulfilled', data } } },
});

describe('currentIssuePath', () => {
  it('goes to /current-issue while the archive index is not loaded', () => {
    expect(currentIssuePath({})).toBe('/current-issue');
    expect(currentIssuePath({ journalApi: { queries: {} } })).toBe('/current-issue');
    expect(currentIssuePath(cached([]))).toBe('/current-issue');
    expect(currentIssuePath(cached([{ year: 2026, volumes: [{ volume: 5, issue: [1] }] }], 'thesisIndex'))).toBe(
      '/current-issue',
    );
  });

  it('targets the newest year, its first volume and first issue', () => {
    const years = [
      { year: 2026, volumes: [{ volume: 5, issue: [1, 2, 3] }] },
      { year: 2025, volumes: [{ volume: 4, issue: [1, 2, 3] }] },
    ];
    expect(currentIssuePath(cached(years))).toBe('/current-issue/paperlist?year=2026&volume=5&issue=1');
  });
});
