import type { ReactNode } from 'react';
import { Link } from '@journal/shared/router';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 ' + 'hover:text-brand-900';

export interface BreadcrumbStep {
  label: string;
  href: string;
}

export interface BreadcrumbProps {
  /** The pages above this one, outermost first (e.g. the section, then the issue or volume). */
  trail: BreadcrumbStep[];
  /** This page's own short name (its paper id). */
  current: string;
}

/** Where a details page sits (section / list / this paper): archive papers and theses show the same trail. */
export function Breadcrumb({ trail, current }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((step) => (
          <li key={step.href}>
            <Link to={step.href} className={linkClass}>
              {step.label}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
        ))}
        <li aria-current="page" className="text-slate-700">
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** The "Back to ..." link at the foot of a details page, to the list the paper belongs to. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    </p>
  );
}
