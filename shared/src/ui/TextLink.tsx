import type { ReactNode } from 'react';
import { Link } from '@journal/shared/router';
import { textLinkClass } from '../styles/classes.ts';

/** A link inside the site in running text, in the site's one link style. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClass}>
      {children}
    </Link>
  );
}
