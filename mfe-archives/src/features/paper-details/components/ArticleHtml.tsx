import { useMemo, useRef } from 'react';
import { sanitizeArticleHtml } from '@journal/shared/html';
import { FigureViewer, useFigureViewer } from './FigureViewer.tsx';

/**
 * The article's full text as the JATS importer built it, sanitized before it is shown, with the
 * figure viewer on its figure images. Its own chunk (FullTextSection loads it only for a paper that
 * has a full text), so the sanitizer, DOMPurify, is not part of every paper's first load
 * (docs/performance.md).
 */
export function ArticleHtml({ html, className }: { html: string; className: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html), [html]);
  const container = useRef<HTMLDivElement>(null);
  const viewer = useFigureViewer(container, safe);
  return (
    <>
      <div ref={container} className={className} dangerouslySetInnerHTML={{ __html: safe }} />
      {viewer.open && <FigureViewer figure={viewer.open} onClose={viewer.close} />}
    </>
  );
}
