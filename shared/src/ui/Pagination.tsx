import type { ReactNode } from 'react';
import { paginationWindow } from './paginationWindow.ts';
import { scrollToTarget } from './scrollToTarget.ts';

interface PaginationBase {
  currentPage: number;
  totalPages: number;
  /** Id of the element scrolled into view and focused (if focusable) after a change; the shell's main container by default. */
  scrollTargetId?: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Buttons that change the page in place (the app). */
interface PagerButtons extends PaginationBase {
  onPageChange(page: number): void;
  pageHref?: undefined;
}

/**
 * Links to each page's address (the first HTML for readers without JavaScript, docs/architecture.md
 * "The first HTML"): Previous and Next with rel=prev/next, only where there is such a page.
 */
interface PagerLinks extends PaginationBase {
  pageHref(page: number): string;
  onPageChange?: undefined;
}

export type PaginationProps = PagerButtons | PagerLinks;

const buttonBase =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-3 text-sm ' + 'font-medium';
const idle = 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700';
const disabled =
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-slate-300 disabled:hover:text-slate-700';
const current = 'border-brand-700 bg-brand-700 text-white';

/** Numbered pagination (docs/sections.md): previous, at most five numbers around the current page, next. Nothing for one page. */
export function Pagination(props: PaginationProps) {
  const { currentPage, totalPages, scrollTargetId = 'main', label = 'Pagination' } = props;
  if (!(totalPages > 1)) return null;
  const pages = paginationWindow(currentPage, totalPages);
  const goTo = (page: number) => {
    if (page < 1 || page > totalPages || page === currentPage) return;
    props.onPageChange?.(page);
    scrollToTarget(scrollTargetId);
    // Focus goes where the view goes (when the target can take focus, as the shell's main does): the
    // pressed button may turn disabled (Next on the last page) and drop focus to the top of the document.
    document.getElementById(scrollTargetId)?.focus({ preventScroll: true });
  };
  /** One step of the pager: a button, or in link mode a link (a page that does not exist is left out). */
  const step = (page: number, content: ReactNode, rel?: 'prev' | 'next') => {
    const here = page === currentPage;
    const number = rel ? undefined : `Page ${page}`;
    if (props.pageHref) {
      if (here)
        return (
          <span aria-current="page" aria-label={number} className={`${buttonBase} ${current}`}>
            {content}
          </span>
        );
      if (page < 1 || page > totalPages) return null;
      return (
        <a href={props.pageHref(page)} rel={rel} aria-label={number} className={`${buttonBase} ${idle}`}>
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        aria-current={here ? 'page' : undefined}
        aria-label={number}
        className={`${buttonBase} ${rel ? `${idle} ${disabled}` : here ? current : idle}`}
        disabled={rel ? page < 1 || page > totalPages : undefined}
        onClick={() => goTo(page)}
      >
        {content}
      </button>
    );
  };
  const items = [
    step(
      currentPage - 1,
      [
        <span key="mark" aria-hidden="true">
          ‹
        </span>,
        <span key="word">Previous</span>,
      ],
      'prev',
    ),
    ...pages.map((page) => step(page, page)),
    step(
      currentPage + 1,
      [
        <span key="word">Next</span>,
        <span key="mark" aria-hidden="true">
          ›
        </span>,
      ],
      'next',
    ),
  ];
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {items.map((item, index) => item && <li key={index}>{item}</li>)}
      </ul>
    </nav>
  );
}
