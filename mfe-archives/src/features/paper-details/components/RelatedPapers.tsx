import { issueNameWithYear } from '@journal/shared/text';
import { Link } from '@journal/shared/router';
import { AuthorLinks } from '@journal/shared/ui';
import { workPath } from '@journal/shared/routes';
import { useRelatedPapersQuery } from '../../search/index.ts';
import { drawnWhenNear } from './drawnWhenNear.ts';

/**
 * Up to five related papers (/relatedPapers: shared keywords and word overlap, computed by the API).
 * Secondary to the paper: while loading, when empty or on a failure it shows nothing rather than
 * an error over the article.
 */
export function RelatedPapers({ paperId }: { paperId: number }) {
  const { currentData: related } = useRelatedPapersQuery(paperId);
  if (!related || related.length === 0) return null;
  return (
    <section
      aria-labelledby="related-papers-heading"
      className={`rounded-lg border border-slate-200 bg-white p-6 shadow-sm ${drawnWhenNear}`}
    >
      <h2 id="related-papers-heading" className="text-xl font-semibold text-brand-900">
        Related papers
      </h2>
      <ul className="mt-4 space-y-4">
        {related.map((paper) => (
          <li key={paper.paper_id}>
            <Link
              to={workPath('paper', paper.paper_id, paper.paper_title)}
              className={'font-medium text-brand-800 hover:underline'}
            >
              {paper.paper_title}
            </Link>
            <p className="text-sm text-slate-700">
              <AuthorLinks authors={paper.authors} /> · {issueNameWithYear(paper)}
            </p>
            {paper.shared_keywords.length > 0 && (
              <p className="text-xs text-slate-600">Shared keywords: {paper.shared_keywords.join(', ')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
