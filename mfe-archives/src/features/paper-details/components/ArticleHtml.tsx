import { useEffect, useRef } from 'react';
import { drawArticleHtml } from '@journal/shared/html';
import { FigureViewer, makeFigureButtons, useFigureViewer } from './FigureViewer.tsx';

/**
 * The article's full text as the JATS importer built it, sanitized before it is shown and drawn a
 * part at a time (drawArticleHtml), with the figure viewer on its figure images. Its own chunk
 * (FullTextSection loads it only for a paper that has a full text), so the sanitizer, DOMPurify, is
 * not part of every paper's first load (docs/performance.md).
 */
export function ArticleHtml({ html, className }: { html: string; className: string }) {
  const container = useRef<HTMLDivElement>(null);
  const viewer = useFigureViewer(container);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    return drawArticleHtml(root, html, makeFigureButtons);
  }, [html]);
  return (
    <>
      <div ref={container} className={className} />
      {viewer.open && <FigureViewer figure={viewer.open} onClose={viewer.close} />}
    </>
  );
}
