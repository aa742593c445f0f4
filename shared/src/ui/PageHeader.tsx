import type { ReactNode } from 'react';
import { leadClass, pageHeadingClass } from '../styles/classes.ts';

export interface PageHeaderProps {
  /** The h1's id, for the page's aria-labelledby. */
  id?: string;
  /** What stands above the heading (a kicker such as "Thesis", a breadcrumb line), when the page has one. */
  kicker?: ReactNode;
  children: ReactNode;
  /** The line under the heading, in words; paragraphs or links when it needs more than a string. */
  lead?: ReactNode;
  /** What follows the lead inside the header (a feed link, the page's facts and actions). */
  extra?: ReactNode;
  /** The header's layout (spacing, a card around a details page's header); the heading's look is fixed. */
  className?: string;
}

/**
 * The heading of every page, the one `h1` of every section, error and not-found screen (docs/design.md).
 * A kicker sits just above the heading.
 */
export function PageHeader({ id, kicker, children, lead, extra, className }: PageHeaderProps) {
  return (
    <header className={className}>
      {kicker}
      <h1 id={id} className={kicker ? `mt-1 ${pageHeadingClass}` : pageHeadingClass}>
        {children}
      </h1>
      {lead !== undefined && (typeof lead === 'string' ? <p className={leadClass}>{lead}</p> : lead)}
      {extra}
    </header>
  );
}
