import { describe, expect, it } from 'vitest';
import { conferencePublishedOnline } from './conferenceLinks.ts';

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
