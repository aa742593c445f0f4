import { describe, expect, it } from 'vitest';
import { formatPublishedDate, tagLabel } from './blogText.ts';

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
