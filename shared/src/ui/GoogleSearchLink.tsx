import { googleSearchUrl } from './googleSearch.ts';

export interface GoogleSearchLinkProps {
  title: string;
  className?: string;
  /** Id of the element naming the paper, when several Google buttons share a page. */
  describedBy?: string;
}

/** The Google button: a web search for the title in a new tab (never sharing this page as referrer). */
export function GoogleSearchLink({ title, className, describedBy }: GoogleSearchLinkProps) {
  return (
    <a
      href={googleSearchUrl(title)}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      title={`Search Google for “${title}” (opens in a new tab)`}
      className={
        className ??
        'inline-flex shrink-0 items-center gap-1.5 rounded-md border border-slate-300 bg-white ' +
          'px-2.5 py-1 text-sm font-medium text-slate-700 hover:border-brand-500 ' +
          'hover:text-brand-700'
      }
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
        <path
          fill="#4285F4"
          d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8Z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
        />
        <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
        />
      </svg>
      Google
    </a>
  );
}
