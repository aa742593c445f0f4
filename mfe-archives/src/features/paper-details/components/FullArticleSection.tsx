import type { PaperRecord } from '../api.ts';

/**
 * The FullArticle section (a card's Abstract and Full Text links open here): the abstract, the
 * keywords and the article itself, which the journal publishes as a PDF.
 */
export function FullArticleSection({ paper }: { paper: PaperRecord }) {
  return (
    <section id="FullArticle" aria-labelledby="full-article-heading" tabIndex={-1} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="full-article-heading" className="text-xl font-semibold text-brand-900">
        Full Article
      </h2>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">Abstract</h3>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">{paper.paper_abstract}</p>
      {paper.keywords.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">Keywords</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {paper.keywords.map((keyword) => (
              <li key={keyword} className="rounded-full bg-slate-100 px-3 py-0.5 text-sm text-slate-800">
                {keyword}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-5 text-lg font-semibold text-slate-900">Full Text</h3>
      <p className="mt-2 text-slate-800">
        The complete article, with its figures, tables and equations, is published as a PDF under the journal’s open-access licence.{' '}
        <a
          href={paper.paper_url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Read the full text (PDF)
        </a>
      </p>
    </section>
  );
}
