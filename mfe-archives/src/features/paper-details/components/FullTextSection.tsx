import { Suspense } from 'react';
import { lazyPage } from '@journal/shared';
import { contentAnchor } from '@journal/shared/text';
import type { PaperRecord } from '../api.ts';
import { AfterFirstScreen } from './AfterFirstScreen.tsx';
import { sectionsDrawnWhenNear } from './drawnWhenNear.ts';

const ArticleHtml = lazyPage(() => import('./ArticleHtml.tsx').then((m) => m.ArticleHtml));

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 ' + 'hover:text-brand-900';

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
 * Shown until the full text is drawn: once its place is in view or at the first idle moment 1.5 s after
 * the article (AfterFirstScreen), so its chunk with the sanitizer (11 KB compressed) is not part of the
 * paper's first load; the title, facts and abstract above it are (shared/build/speed/README.md).
 */
const loadingFullText = <p className="mt-4 text-slate-700">Loading the full text…</p>;

/** Indentation of a table-of-contents entry by its nesting level (0 = a top-level section). */
const tocIndent = ['', 'pl-4', 'pl-8'];

/**
 * The article's full text (the card's Full Text link opens here): a small table of contents and the
 * HTML the importer built from the JATS body, sanitized before it is shown (ArticleHtml, fetched
 * with its sanitizer only for a paper that has it, after the first screen). A paper published before the journal imported
 * JATS has its full text only as the PDF.
 */
export function FullTextSection({ paper }: { paper: PaperRecord }) {
  const html = paper.body_html;
  return (
    <section id="FullText" aria-labelledby="full-text-heading" tabIndex={-1} className="mt-5 scroll-mt-24">
      <h3 id="full-text-heading" className="text-lg font-semibold text-slate-900">
        Full Text
      </h3>
      {html ? (
        <>
          {paper.toc.length > 0 && (
            <nav aria-label="Contents" className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm">
              <p className="font-semibold text-slate-700">Contents</p>
              <ol className="mt-2 space-y-1">
                {paper.toc.map((heading) => (
                  <li key={heading.id} className={tocIndent[Math.min(heading.level, tocIndent.length - 1)]}>
                    <a href={`#${contentAnchor(heading.id)}`} className={linkClass}>
                      {heading.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <AfterFirstScreen placeholder={loadingFullText} nearViewport="0px">
            <Suspense fallback={loadingFullText}>
              <ArticleHtml html={html} className={articleClasses} />
            </Suspense>
          </AfterFirstScreen>
          <p className="mt-4 text-sm text-slate-700">
            Also as a{' '}
            <a href={paper.paper_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
              PDF
            </a>
            , typeset from the same text.
          </p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          The complete article, with its figures, tables and equations, is published as a PDF under the journal’s
          open-access licence.{' '}
          <a href={paper.paper_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Read the full text (PDF)
          </a>
        </p>
      )}
    </section>
  );
}
