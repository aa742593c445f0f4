import type { ReactNode } from 'react';
import { Link } from '@journal/shared/router';
import type { RichText } from '../model.ts';

const LINK_PATTERN = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const linkClass =
  'font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700';

/** Splits `[label](target)` out of a text; used by the renderer and by the link-checking test. */
export function linksIn(text: RichText): { label: string; target: string }[] {
  return [...text.matchAll(LINK_PATTERN)].map((match) => ({ label: match[1]!, target: match[2]! }));
}

/** A content string with its `[label](target)` links made real. */
export function RichTextView({ text }: { text: RichText }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const index = match.index;
    parts.push(text.slice(last, index));
    parts.push(<ContentLink key={index} label={match[1]!} target={match[2]!} />);
    last = index + match[0].length;
  }
  parts.push(text.slice(last));
  // Strings in a children array need no key; only the links (keyed by position) do.
  return <>{parts}</>;
}

/**
 * Site pages go through the router; files the site serves (/downloads, /files), anchors, e-mail and
 * telephone links are plain anchors; other sites open in a new tab and say so.
 */
export function ContentLink({ label, target }: { label: string; target: string }) {
  if (/^https?:\/\//.test(target)) {
    return (
      <a className={linkClass} href={target} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (target.startsWith('/') && !/^\/(downloads|files)\//.test(target)) {
    return (
      <Link className={linkClass} to={target}>
        {label}
      </Link>
    );
  }
  return (
    <a className={linkClass} href={target}>
      {label}
    </a>
  );
}
