import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from './Icon.tsx';

export interface DisclosureButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'aria-expanded' | 'aria-controls'
> {
  /** Whether the region it opens is shown. */
  expanded: boolean;
  /** The id of the region it opens. */
  controls: string;
  /**
   * The look of what it sits among (a navigation item, a menu row, a field): a disclosure is drawn as the
   * control beside it, not as a button.
   */
  className: string;
  /** The chevron's size. */
  chevronClass?: string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A control that shows or hides a region below it (a menu's group, a dropdown, a list of pages): the
 * label, then a chevron that turns over while the region is open (docs/design.md).
 */
export function DisclosureButton({
  expanded,
  controls,
  className,
  chevronClass = 'size-4',
  children,
  ...rest
}: DisclosureButtonProps) {
  return (
    <button {...rest} type="button" aria-expanded={expanded} aria-controls={controls} className={className}>
      {children}
      <Icon name="chevron-down" className={`${chevronClass} transition-transform ${expanded ? 'rotate-180' : ''}`} />
    </button>
  );
}
