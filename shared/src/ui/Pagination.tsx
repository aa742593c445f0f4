import { paginationWindow } from './paginationWindow.ts';
import { scrollToTarget } from './scrollToTarget.ts';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** Id of the element scrolled into view and focused (if focusable) after a change; the shell's main container by default. */
  scrollTargetId?: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

const buttonBase =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-3 text-sm ' + 'font-medium';
const idle = 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700';
const disabled =
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-slate-300 disabled:hover:text-slate-700';

/** Numbered pagination (docs/sections.md): previous, at most five numbers around the current page, next. Nothing for one page. */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  scrollTargetId = 'main',
  label = 'Pagination',
}: PaginationProps) {
  if (!(totalPages > 1)) return null;
  const pages = paginationWindow(currentPage, totalPages);
  const goTo = (page: number) => {
    if (page < 1 || page > totalPages || page === currentPage) return;
    onPageChange(page);
    scrollToTarget(scrollTargetId);
    // Focus goes where the view goes (when the target can take focus, as the shell's main does): the
    // pressed button may turn disabled (Next on the last page) and drop focus to the top of the document.
    document.getElementById(scrollTargetId)?.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          <button
            type="button"
            className={`${buttonBase} ${idle} ${disabled}`}
            disabled={currentPage <= 1}
            onClick={() => goTo(currentPage - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span>Previous</span>
          </button>
        </li>
        {pages.map((page) => {
          const current = page === currentPage;
          return (
            <li key={page}>
              <button
                type="button"
                aria-current={current ? 'page' : undefined}
                aria-label={`Page ${page}`}
                className={`${buttonBase} ${current ? 'border-brand-700 bg-brand-700 text-white' : idle}`}
                onClick={() => goTo(page)}
              >
                {page}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={`${buttonBase} ${idle} ${disabled}`}
            disabled={currentPage >= totalPages}
            onClick={() => goTo(currentPage + 1)}
          >
            <span>Next</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
