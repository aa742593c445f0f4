import type { ArticleRelation } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { noticeBannerClass, retractionBannerClass, textLinkClass } from '@journal/shared/ui';
import { workPath } from '@journal/shared/routes';

/** What a notice says it is, before the article it concerns. */
const NOTICE_IS: Record<ArticleRelation['type'], string> = {
  correction: 'This is a correction to:',
  retraction: 'This is a retraction of:',
  expression_of_concern: 'This is an expression of concern about:',
  addendum: 'This is an addendum to:',
};

/** What the article has become, before the notice that says so. */
const ARTICLE_HAS_BEEN: Record<ArticleRelation['type'], string> = {
  correction: 'This article has been corrected: see',
  retraction: 'This article has been retracted: see',
  expression_of_concern: 'This article is the subject of an expression of concern: see',
  addendum: 'This article has an addendum: see',
};

function RelatedLink({ relation }: { relation: ArticleRelation }) {
  const name = relation.title || `doi:${relation.doi}`;
  return relation.paper_id !== null ? (
    <Link to={workPath('paper', relation.paper_id, relation.title)} className={textLinkClass}>
      {name}
    </Link>
  ) : (
    <a href={`https://doi.org/${relation.doi}`} className={textLinkClass}>
      {name}
    </a>
  );
}

/**
 * The banners over a paper that is a correction, retraction, expression of concern or addendum, or is
 * the subject of one (docs/content.md, "Corrections and retractions"). A retracted article's banner is
 * an alert, announced when the page opens, in the retraction colours no reader can miss.
 */
export function RelationNotices({ relations }: { relations: readonly ArticleRelation[] }) {
  if (relations.length === 0) return null;
  return (
    <div className="mb-4 space-y-3">
      {relations.map((relation) => {
        const retracted = relation.type === 'retraction' && relation.direction === 'updated_by';
        return (
          <div
            key={`${relation.direction}-${relation.doi}`}
            role={retracted ? 'alert' : 'note'}
            className={retracted ? retractionBannerClass : noticeBannerClass}
          >
            {retracted && <p className="text-lg font-bold uppercase tracking-wide">Retracted article</p>}
            <p>
              {relation.direction === 'updates' ? NOTICE_IS[relation.type] : ARTICLE_HAS_BEEN[relation.type]}{' '}
              <RelatedLink relation={relation} />
            </p>
          </div>
        );
      })}
    </div>
  );
}
