import { describe, expect, it } from 'vitest';
import { conferenceLink as conferenceListHref } from '@journal/shared/routes';
import { conferencePublishedOnline, readConferenceListQuery } from './conferenceLinks.ts';
import { iciccCategory } from './testData.ts';

describe('conference card date', () => {
  it('uses the month and year of the paper', () => {
    expect(conferencePublishedOnline({ month: 'August', year: 2024, updated_at: '2025-01-10T00:00:00Z' })).toBe(
      'August 2024',
    );
  });

  it('falls back to the month and year of updated_at', () => {
    expect(conferencePublishedOnline({ month: '', year: 2024, updated_at: '2025-01-10T00:00:00Z' })).toBe(
      'January 2025',
    );
  });

  it('shows the year alone when neither date can be read', () => {
    expect(conferencePublishedOnline({ month: '', year: 2024, updated_at: 'not a date' })).toBe('2024');
  });
});

describe('conference list query', () => {
  it('round-trips the link of a conference', () => {
    const href = conferenceListHref(iciccCategory);
    expect(href).toBe(
      '/conference/paperlist?name=International+Conference+on+Intelligent+Computing+and+Communication+2024&year=2024&volume=3&issue=2&id=2',
    );
    expect(readConferenceListQuery(new URL(href, 'http://localhost').searchParams)).toEqual({
      id: 2,
      page: 1,
      name: iciccCategory.name,
      year: 2024,
      volume: 3,
      issue: 2,
    });
  });

  it('needs a whole-number id and ignores unreadable numbers', () => {
    expect(readConferenceListQuery(new URLSearchParams('name=X&id=abc'))).toBeNull();
    expect(readConferenceListQuery(new URLSearchParams('id=2&year=20x4&page=-1'))).toMatchObject({
      id: 2,
      year: null,
      page: 1,
    });
  });

  it('cuts an absurdly long name', () => {
    expect(readConferenceListQuery(new URLSearchParams({ id: '2', name: 'x'.repeat(5000) }))?.name).toHaveLength(200);
  });
});
