import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from '@journal/shared/router';
import { sanitizeHtml } from '@journal/shared/html';

/** Reading styles for the headings, paragraphs, lists and links the content carries (no typography plugin). */
const proseClasses = [
  'max-w-3xl text-base leading-7 text-slate-700',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-serif [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-brand-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-800',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_strong]:font-semibold',
].join(' ');

export interface RichContentProps {
  /** HTML from the API (topic or blog content); sanitized here, never rendered as received. */
  html: string;
  className?: string;
}

/**
 * Renders API HTML after sanitizing it. Links inside the content that point into this site
 * (e.g. "/call-for-papers") are followed by the router, so the reader does not reload the whole site.
 */
export function RichContent({ html, className }: RichContentProps) {
  const navigate = useNavigate();
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);

  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/files/') || url.pathname.startsWith('/api/'))
      return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  }

  return (
    // The click handler only reroutes clicks on links (event delegation for the links inside); links stay
    // focusable, and Enter on a link is a click too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation
    <div
      className={`${proseClasses} ${className ?? ''}`}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
