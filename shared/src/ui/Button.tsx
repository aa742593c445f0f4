import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from '@journal/shared/router';
import { buttonClass, type ButtonVariant } from '../styles/classes.ts';

interface CommonProps {
  /**
   * primary (the page's main action), secondary (beside it), quiet (a small, plain action), accent (the
   * main action on a dark surface), floating (a round button of the floating widgets' bar).
   */
  variant?: ButtonVariant;
  /** Layout only (margins, width, hiding); the look is the variant's. */
  className?: string;
  children: ReactNode;
}

/** A link inside the site that looks like a button. */
interface RouterLinkProps extends CommonProps {
  to: string;
  href?: undefined;
}

/** A plain link that looks like a button: a file, a PDF, another site. */
interface AnchorProps extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> {
  href: string;
  to?: undefined;
}

/** A button: type "button" unless it submits its form. */
interface ActionButtonProps
  extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> {
  to?: undefined;
  href?: undefined;
  ref?: Ref<HTMLButtonElement>;
}

export type ButtonProps = RouterLinkProps | AnchorProps | ActionButtonProps;

/**
 * The site's one button (docs/design.md): a `<button>`, with `to` a router link that looks like one, with
 * `href` a plain link that does. The focus ring is the theme's, as on every focusable element.
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
  if (props.href !== undefined) {
    const { variant: _variant, className: _className, children: _children, to: _to, ...anchor } = props;
    return (
      <a {...anchor} className={classes}>
        {children}
      </a>
    );
  }
  const {
    variant: _variant,
    className: _className,
    children: _children,
    to: _to,
    href: _href,
    type = 'button',
    ...rest
  } = props;
  return (
    <button {...rest} type={type} className={classes}>
      {children}
    </button>
  );
}
