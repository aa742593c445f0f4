import { useEffect, useRef } from 'react';
import { drawArticleHtml } from '@journal/shared/html';
import { sectionsDrawnWhenNear } from './drawnWhenNear.ts';
import { FigureViewer, makeFigureButtons, useFigureViewer } from './FigureViewer.tsx';
import { makeTablesScrollable } from './scrollableTables.ts';

/** What each drawn part of the full text gets: figure images that open the viewer, tables reachable by keyboard. */
function enhancePart(part: Node) {
  makeFigureButtons(part);
  makeTablesScrollable(part);
}

/** Reading styles for what the importer writes (sections, lists, tables, figures, formulas); no typography plugin. */
const articleClasses = [
  'mt-4 max-w-3xl text-base leading-7 text-slate-700',
  '[&_section]:scroll-mt-24 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-brand-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-800 [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm ' +
    '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 ' +
    '[&_figure]:my-5 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-700',
  // Figure images keep their stored aspect ratio (width and height attributes) at any column width.
  '[&_figure_img]:h-auto [&_figure_img]:max-w-full [&_figure_img]:cursor-zoom-in [&_figure_figure]:my-3',
  '[&_video]:max-w-full',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-50 [&_pre]:p-3 [&_pre]:text-sm',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4',
  '[&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_strong]:font-semibold',
  sectionsDrawnWhenNear,
].join(' ');

/**
 * The article's full text as the JATS importer built it, sanitized before it is shown and drawn a
 * part at a time (drawArticleHtml), with the figure viewer on its figure images. Its own chunk
 * (FullTextSection loads it only for a paper that has a full text), so the sanitizer, DOMPurify, is
 * not part of every paper's first load (docs/performance.md).
 */
export function ArticleHtml({ html }: { html: string }) {
  const container = useRef<HTMLDivElement>(null);
  const viewer = useFigureViewer(container);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    return drawArticleHtml(root, html, enhancePart);
  }, [html]);
  return (
    <>
      <div ref={container} className={articleClasses} />
      {viewer.open && <FigureViewer figure={viewer.open} onClose={viewer.close} />}
    </>
  );
}
