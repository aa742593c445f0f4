import { MONTH_NAMES } from '@journal/shared/text';

// The site server dates the posts of its first HTML with it too (shared/src/text/publishedDate.ts).
export { formatPublishedDate } from '@journal/shared/text';

// Shared with the site server, which titles /tag/{slug} pages in the HTML it sends.
export { tagLabel } from '@journal/shared/metadata';

/**
 * A call for papers states when it closes in its excerpt, in the words "Submissions close on 31 March 2026"
 * (docs/content.md, "Blog"). The closing day as YYYY-MM-DD, or null for a post that is not such a call.
 */
export function callClosingDay(excerpt: string): string | null {
  const match = /Submissions close on (\d{1,2}) ([A-Z][a-z]+) (\d{4})/.exec(excerpt);
  if (!match) return null;
  const month = MONTH_NAMES.indexOf(match[2] as (typeof MONTH_NAMES)[number]) + 1;
  if (month === 0) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/** Today's date on the reader's calendar as YYYY-MM-DD: a call stays open through its closing day. */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
