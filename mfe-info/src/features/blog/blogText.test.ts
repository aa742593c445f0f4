import { describe, expect, it } from 'vitest';
import { callClosingDay, formatPublishedDate, tagLabel, today } from './blogText.ts';

describe('formatPublishedDate', () => {
  it('writes the day, the month name and the year', () => {
    expect(formatPublishedDate('2022-04-12')).toBe('12 April 2022');
    expect(formatPublishedDate('2026-01-01')).toBe('1 January 2026');
    expect(formatPublishedDate('2025-12-31T23:30:00Z')).toBe('31 December 2025');
  });

  it('returns anything it cannot read as it came', () => {
    expect(formatPublishedDate('last spring')).toBe('last spring');
    expect(formatPublishedDate('2024-13-01')).toBe('2024-13-01');
  });
});

describe('tagLabel', () => {
  it('turns the slug into words, keeping acronyms in capitals', () => {
    expect(tagLabel('writing-tips')).toBe('writing tips');
    expect(tagLabel('doi-and-metadata')).toBe('DOI and metadata');
    expect(tagLabel('Peer--Review')).toBe('peer review');
  });
});

describe('callClosingDay', () => {
  it('reads the closing day a call for papers states in its excerpt', () => {
    expect(callClosingDay('IJCRI invites submissions for a special issue. Submissions close on 31 March 2026.')).toBe(
      '2026-03-31',
    );
    expect(callClosingDay('Submissions close on 5 January 2027.')).toBe('2027-01-05');
  });

  it('finds no closing day in a post that is not a call, or names no real month', () => {
    expect(callClosingDay('What CC BY 4.0 allows readers and authors to do.')).toBeNull();
    expect(callClosingDay('Submissions close on 31 Marsh 2026.')).toBeNull();
  });
});

describe('today', () => {
  it("is the reader's calendar day", () => {
    expect(today(new Date(2026, 2, 31, 23, 59))).toBe('2026-03-31');
    expect(today(new Date(2026, 3, 1, 0, 0))).toBe('2026-04-01');
  });
});
