import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '@journal/shared/router';
import { buttonClass, type ButtonVariant } from '../styles/classes.ts';

interface CommonProps {
  /** primary (the page's main action), secondary (beside it), quiet (a small, plain action). */
  variant?: ButtonVariant;
  /** Layout only (margins, width); the look is the variant's. */
  className?: string;
  children: ReactNode;
}

/** A link inside the site that looks like a button. */
interface LinkButtonProps extends CommonProps {
  to: string;
}

/** A button: type "button" unless it submits its form. */
interface ActionButtonProps
  extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> {
  to?: undefined;
}

export type ButtonProps = LinkButtonProps | ActionButtonProps;

/**
 * The site's one button (docs/design.md): a `<button>`, or with `to` a router link that looks like one.
 * The focus ring is the theme's, as on every focusable element.
 */
export function Button(props: ButtonProps) {
  const { variant = 'primary', className = '', children } = props;
  const classes = `${buttonClass(variant)} ${className}`.trim();
  if (props.to !== undefined) {
    return (
      <Link to={props.to} className={classes}>
        {children}
      </Link>
    );
  }
  const { variant: _variant, className: _className, children: _children, to: _to, type = 'button', ...rest } = props;
  return (
    <button {...rest} type={type} className={classes}>
      {children}
    </button>
  );
}
