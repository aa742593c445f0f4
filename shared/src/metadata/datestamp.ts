/**
 * OAI-PMH datestamps (docs/discoverability.md): a day (YYYY-MM-DD) or a UTC second
 * (YYYY-MM-DDThh:mm:ssZ). Parsed strictly: `new Date('2022-13-45')` or `Date.UTC` would roll an
 * impossible date over into a real one, so every field is range-checked and the instant must read
 * back as the same calendar fields.
 */
const DATESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z)?$/;

export interface Datestamp {
  granularity: 'day' | 'second';
  /** The first instant the datestamp covers. */
  start: Date;
  /** The last whole second it covers: the same second, or 23:59:59 of the day. */
  end: Date;
}

export function parseDatestamp(value: string): Datestamp | null {
  const match = DATESTAMP.exec(value);
  if (!match) return null;
  // A day has no time groups: they are undefined (typed string) and read as 0.
  type Fields = [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part || 0)) as Fields;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const start = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== day) return null;
  const granularity = match[4] === undefined ? 'day' : 'second';
  const end = granularity === 'day' ? new Date(start.getTime() + 86_399_000) : start;
  return { granularity, start, end };
}

/** An ISO timestamp as a datestamp of second granularity ("2022-02-03T15:00:00.000Z" -> "2022-02-03T15:00:00Z"). */
export function toDatestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
