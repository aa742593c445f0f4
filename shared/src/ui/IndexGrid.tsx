import type { ReactNode } from 'react';
import { cardClass, sectionHeadingClass } from '../styles/classes.ts';

/**
 * The grid of an index page (archives, theses, conferences): one card per year, one column on a phone,
 * two from small screens and three on wide ones, filled from the left so no column is left empty while
 * another holds everything (docs/design.md).
 */
export function IndexGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ol aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {children}
    </ol>
  );
}

/** One card of an index grid: its heading (a year) and what it holds. */
export function IndexCard({
  heading,
  headingId,
  children,
}: {
  heading: ReactNode;
  headingId?: string;
  children: ReactNode;
}) {
  return (
    <li aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {heading}
      </h2>
      {children}
    </li>
  );
}
