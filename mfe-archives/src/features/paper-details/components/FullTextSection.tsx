import { Suspense } from 'react';
import { lazyPage } from '@journal/shared';
import { contentAnchor } from '@journal/shared/text';
import type { PaperRecord } from '../api.ts';
import { AfterFirstScreen } from '@journal/shared/deferred';

const ArticleHtml = lazyPage(() => import('./ArticleHtml.tsx').then((m) => m.ArticleHtml));

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 ' + 'hover:text-brand-900';

/**
 * Shown until the full text is drawn: once its place is in view or at the first idle moment 1.5 s after
 * the article (AfterFirstScreen), so its chunk with the sanitizer (11 KB compressed) is not part of the
 * paper's first load; the title, facts and abstract above it are (build-kit/speed/README.md).
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
              <ArticleHtml html={html} />
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
