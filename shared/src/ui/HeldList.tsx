import type { ReactNode } from 'react';

/** An older page kept on screen: dimmed, not moved, still readable (docs/design.md, "Lists that hold still"). */
const busyClass = 'opacity-60 transition-opacity duration-200 motion-reduce:transition-none';

export interface HeldListProps {
  /** True while the page shown is an older one and the next is on its way (`heldAnswer`). */
  busy: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The region of a paged list (its cards and their pagination): `aria-busy` and dimmed while the next page
 * is on its way, so assistive technology waits for the new cards and the reader sees the page is changing
 * without it emptying.
 */
export function HeldList({ busy, className = '', children }: HeldListProps) {
  return (
    <div aria-busy={busy} className={`${className} ${busy ? busyClass : ''}`.trim() || undefined}>
      {children}
    </div>
  );
}
