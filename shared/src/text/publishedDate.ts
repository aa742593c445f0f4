import { MONTH_NAMES } from './monthYear.ts';

/** "12 April 2022" from "2022-04-12". Read as written, never through Date, so no time zone can shift the day. */
export function formatPublishedDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}
