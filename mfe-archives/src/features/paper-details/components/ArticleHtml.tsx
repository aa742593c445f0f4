import { useMemo } from 'react';
import { sanitizeArticleHtml } from '@journal/shared/html';

/**
 * The article's full text as the JATS importer built it, sanitized before it is shown. Its own chunk
 * (FullTextSection loads it only for a paper that has a full text), so the sanitizer, DOMPurify, is
 * not part of every paper's first load (docs/performance.md).
 */
export function ArticleHtml({ html, className }: { html: string; className: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
