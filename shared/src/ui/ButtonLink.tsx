import type { ReactNode } from 'react';
import { Link } from '@journal/shared/router';
import { buttonClass, textLinkClass, type ButtonVariant } from '../styles/classes.ts';

/** A link inside the site that looks like a button (Return Home, Read the latest issue). */
export function ButtonLink({
  to,
  variant = 'primary',
  className = '',
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`${buttonClass(variant)} ${className}`}>
      {children}
    </Link>
  );
}

/** A link inside the site in running text, in the site's one link style. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClass}>
      {children}
    </Link>
  );
}
