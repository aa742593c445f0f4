import { detailsSectionClass, KeywordLinks, keywordsHeadingClass, sectionHeadingClass } from '@journal/shared/ui';
import type { PaperRecord } from '../api.ts';
import { FullTextSection } from './FullTextSection.tsx';
import { KeywordGroupList } from './KeywordGroupList.tsx';

/**
 * The FullArticle section (a card's Abstract link opens here, its Full Text link the FullText part): the abstract, the
 * keywords, the funding and the article's full text.
 */
export function FullArticleSection({ paper }: { paper: PaperRecord }) {
  return (
    <section id="FullArticle" aria-labelledby="full-article-heading" tabIndex={-1} className={detailsSectionClass}>
      <h2 id="full-article-heading" className={sectionHeadingClass}>
        Full Article
      </h2>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">Abstract</h3>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{paper.paper_abstract}</p>
      {paper.keywords.length > 0 && (
        <>
          <h3 className={keywordsHeadingClass}>Keywords</h3>
          <KeywordLinks keywords={paper.keywords} />
        </>
      )}
      {paper.keyword_groups.map((group) => (
        <KeywordGroupList key={group.title} title={group.title} keywords={group.keywords} />
      ))}
      {paper.funding_statement || paper.funding.length > 0 ? <FundingNote paper={paper} /> : null}
      <FullTextSection paper={paper} />
    </section>
  );
}

/** Who funded the work: the article's own funding statement, or its funders and award numbers. */
function FundingNote({ paper }: { paper: PaperRecord }) {
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">Funding</h3>
      {paper.funding_statement ? (
        <p className="mt-2 text-slate-700">{paper.funding_statement}</p>
      ) : (
        <ul className="mt-2 list-disc pl-6 text-slate-700">
          {paper.funding.map((funder) => (
            <li key={funder.source}>
              {funder.source}
              {funder.awardIds.length > 0 && ` (grant ${funder.awardIds.join(', ')})`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
