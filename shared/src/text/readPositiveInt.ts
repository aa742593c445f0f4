/**
 * A query value read as a whole number 1..max, or null. Query strings are typed by anyone, so only
 * plain digits count: "-3", "2.5", "1e3", " 4", "0x10", "Infinity" and numbers past max are all null,
 * which pages treat as "not chosen" instead of sending them to the API.
 */
export function readPositiveInt(value: string | null | undefined, max: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 && number <= max ? number : null;
}
