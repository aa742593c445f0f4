import { formatPublishedDate } from './blogText.ts';

/** Published date and author of a post. */
export function PostByline({ publishedAt, author }: { publishedAt: string; author: string }) {
  return (
    <p className="text-sm text-slate-600">
      <time dateTime={publishedAt.slice(0, 10)}>{formatPublishedDate(publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span>{author}</span>
    </p>
  );
}
