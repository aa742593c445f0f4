import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from '@journal/shared/router';
import { Icon } from './Icon.tsx';

export interface SelectorStripItem {
  key: string;
  label: string;
  active: boolean;
  /** Address the item links to; or give onSelect for an in-page choice. */
  href?: string;
  onSelect?(): void;
}

export interface SelectorStripProps {
  /** Names the strip, e.g. "Volume" or "Issue": the arrows read "Previous Volume" / "Next Volume". */
  label: string;
  items: SelectorStripItem[];
  /** Shown under the strip, e.g. a See all volumes link or a Share button. */
  footer?: ReactNode;
}

const arrowClass =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full border ' +
  'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

function chipClass(active: boolean): string {
  const base = 'inline-block whitespace-nowrap rounded-full border px-4 py-1.5 text-sm font-medium';
  return active
    ? `${base} border-brand-700 bg-brand-700 text-white`
    : `${base} border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700`;
}

/**
 * A horizontal strip of choices (volumes, issues) with previous/next arrows. The arrows choose the
 * neighbouring item, so a reader steps through volumes without hunting in a long strip; the strip
 * keeps the active item scrolled into its own view (without moving the page).
 */
export function SelectorStrip({ label, items, footer }: SelectorStripProps) {
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  const activeIndex = items.findIndex((item) => item.active);

  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-active="true"]');
    if (!list || !active) return;
    list.scrollLeft = active.offsetLeft - list.clientWidth / 2 + active.offsetWidth / 2;
  }, [activeIndex, items.length]);

  const choose = (item: SelectorStripItem | undefined) => {
    if (!item) return;
    if (item.onSelect) item.onSelect();
    else if (item.href) void navigate(item.href);
  };

  return (
    <div role="group" aria-label={label} className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={`Previous ${label}`}
          className={arrowClass}
          disabled={activeIndex <= 0}
          onClick={() => choose(items[activeIndex - 1])}
        >
          <Icon name="chevron-left" className="size-4" />
        </button>
        <ul ref={listRef} className="flex flex-1 gap-2 overflow-x-auto scroll-smooth px-1 py-1">
          {items.map((item) => (
            <li key={item.key} data-active={item.active} className="shrink-0">
              {item.href && !item.onSelect ? (
                <Link to={item.href} aria-current={item.active ? 'page' : undefined} className={chipClass(item.active)}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  aria-pressed={item.active}
                  onClick={() => item.onSelect?.()}
                  className={chipClass(item.active)}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
        <button
          type="button"
          aria-label={`Next ${label}`}
          className={arrowClass}
          disabled={activeIndex === -1 || activeIndex >= items.length - 1}
          onClick={() => choose(items[activeIndex + 1])}
        >
          <Icon name="chevron-right" className="size-4" />
        </button>
      </div>
      {footer && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
          {footer}
        </div>
      )}
    </div>
  );
}
