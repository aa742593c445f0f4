import type { ReactNode } from 'react';
import { leadClass, pageHeadingClass } from '../styles/classes.ts';

export interface PageHeaderProps {
  /** The h1's id, for the page's aria-labelledby. */
  id: string;
  /** What stands above the heading (a kicker such as "Thesis"), when the page has one. */
  kicker?: ReactNode;
  children: ReactNode;
  /** The line under the heading, in words; paragraphs or links when it needs more than a string. */
  lead?: ReactNode;
  /** What follows the lead inside the header (a feed link, the page's actions). */
  extra?: ReactNode;
}

/** The heading of every page: one style in every section (docs/design.md). */
export function PageHeader({ id, kicker, children, lead, extra }: PageHeaderProps) {
  return (
    <header>
      {kicker}
      <h1 id={id} className={pageHeadingClass}>
        {children}
      </h1>
      {lead !== undefined && (typeof lead === 'string' ? <p className={leadClass}>{lead}</p> : lead)}
      {extra}
    </header>
  );
}
