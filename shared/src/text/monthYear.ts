export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The month as a number 1..12 from a name ("April", "apr", "APRIL") or a number (4, "04"); null when
 * it is neither. The API sends names, older records numbers, so both are read.
 */
export function monthNumber(month: string | number | null | undefined): number | null {
  if (month === null || month === undefined) return null;
  const text = String(month).trim();
  if (/^\d{1,2}$/.test(text)) {
    const number = Number(text);
    return number >= 1 && number <= 12 ? number : null;
  }
  if (text.length < 3) return null;
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(text.toLowerCase()));
  return index === -1 ? null : index + 1;
}

/** "April 2024" from a month name or number and a year; only the year when the month is unreadable. */
export function monthYear(month: string | number | null | undefined, year: number | string): string {
  const number = monthNumber(month);
  return number === null ? String(year) : `${MONTH_NAMES[number - 1]} ${year}`;
}
