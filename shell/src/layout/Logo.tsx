import { journal } from '@journal/shared';
import { Link } from '@journal/shared/router';

/**
 * The journal's mark and name, linking home. From small screens up the full name is shown whole, balanced
 * over two lines in a fixed width: never cut mid-word, whatever room the search box beside it leaves.
 */
export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-3 rounded-md">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-10 shrink-0">
        <rect width="32" height="32" rx="6" fill="#2b3a8c" />
        <text x="16" y="21" fontFamily="Georgia,serif" fontSize="14" fontWeight="700" fill="#fff" textAnchor="middle">
          IJ
        </text>
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="font-serif text-lg font-bold text-brand-900">{journal.shortName}</span>
        <span className="block w-60 text-xs text-balance text-slate-600 max-sm:hidden">{journal.name}</span>
      </span>
      {/* Named by its visible words plus this (WCAG 2.5.3, label in name): an aria-label would hide what is shown. */}
      <span className="sr-only">home page</span>
    </Link>
  );
}
