import { MONTH_NAMES } from '@journal/shared';

/** "12 April 2022" from "2022-04-12". Read as written, never through Date, so no time zone can shift the day. */
export function formatPublishedDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

// Tags are slugs; these words read wrongly in lowercase.
const ACRONYMS: Record<string, string> = { doi: 'DOI', dois: 'DOIs', ai: 'AI', iot: 'IoT', api: 'API', ieee: 'IEEE', ems: 'EMS' };

/** The words of a tag slug, for reading: "doi-and-metadata" -> "DOI and metadata". */
export function tagLabel(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ');
}
