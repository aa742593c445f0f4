import { callClosingDay, formatPublishedDate, today } from './blogText.ts';

/**
 * Whether a call for papers still takes submissions, by its closing day and the reader's clock: a call
 * that has closed stays on the blog as a record, marked closed so nobody prepares a paper for it.
 */
export function CallStatus({ excerpt }: { excerpt: string }) {
  const closes = callClosingDay(excerpt);
  if (!closes) return null;
  const closed = today() > closes;
  return (
    <p
      className={
        closed
          ? 'inline-block rounded-full bg-slate-200 px-3 py-0.5 text-xs font-semibold tracking-wide text-slate-800 uppercase'
          : 'inline-block rounded-full bg-emerald-100 px-3 py-0.5 text-xs font-semibold tracking-wide text-emerald-900 uppercase'
      }
    >
      {closed ? `Closed on ${formatPublishedDate(closes)}` : `Open until ${formatPublishedDate(closes)}`}
    </p>
  );
}
