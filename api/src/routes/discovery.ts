import type { FastifyPluginAsync } from 'fastify';
import {
  PAGE_SIZE,
  RELATED_LIMIT,
  type AuthorProfileAnswer,
  type RelatedPapersAnswer,
  type SiteSearchAnswer,
} from '@journal/shared/contract';
import type { AnswerCache } from '../cache/answerCache.ts';
import type { Db } from '../db/database.ts';
import { createAuthorProfiles } from '../discovery/authors.ts';
import { createRelatedPapers } from '../discovery/related.ts';
import { createSiteSearch } from '../discovery/siteSearch.ts';
import { HttpError } from '../http/errors.ts';
import { addCall } from '../http/addCall.ts';

/** Site-wide search, author pages and related papers (docs/api.md, "Discovery"). */
export function discoveryRoutes(db: Db, answers: AnswerCache): FastifyPluginAsync {
  const siteSearch = createSiteSearch(db);
  const authorProfile = createAuthorProfiles(db);
  const relatedPapers = createRelatedPapers(db);

  return async (app) => {
    addCall(
      app,
      '/siteSearch',
      {
        description:
          `One ranked full-text search (BM25: title, authors, abstract) over the three kinds; a ` +
          `unique id, a prefix of one (2025-V4I1) or a DOI comes first. ` +
          `Results are lean cards with where each work belongs; matched words in title and snippet are wrapped in U+0002 and U+0003. ` +
          (`Facets count matches by kind (under the year filter) and by year (under the kind filter). ` +
            `per_page is capped at ${PAGE_SIZE.siteSearch}.`),
      },
      async (request, reply) => {
        const { search, page = 1, per_page = PAGE_SIZE.siteSearch, kind, year, match = 'all' } = request.body;
        return answers.reply(
          reply,
          `/siteSearch ${page} ${per_page} ${kind ?? '-'} ${year ?? '-'} ${match} ${search}`,
          (): Promise<SiteSearchAnswer> =>
            siteSearch({ search, page, perPage: per_page, kind, year, any: match === 'any' }),
        );
      },
    );

    addCall(
      app,
      '/authorProfile',
      {
        description:
          `Every paper, thesis and conference paper whose author's name, without case or diacritics, ` +
          `gives this slug (authorSlug in @journal/shared/text: "Nguyễn Minh" is nguyen-minh), ` +
          `newest first; ` +
          (`up to 20 co-authors, most shared works first; ORCID when the author is on the editorial ` +
            `board. per_page is capped at ${PAGE_SIZE.author}.`),
        errors: [404],
      },
      async (request): Promise<AuthorProfileAnswer> => {
        const { slug, page = 1, per_page = PAGE_SIZE.author } = request.body;
        const answer = await authorProfile(slug, page, per_page);
        if (!answer) throw new HttpError(404, 'Author not found');
        return answer;
      },
    );

    addCall(
      app,
      '/relatedPapers',
      {
        description:
          `Up to ${RELATED_LIMIT} papers, best first: the papers sharing the most keywords, ordered ` +
          `by shared keywords and the overlap of title and abstract words.`,
        errors: [404],
      },
      async (request): Promise<RelatedPapersAnswer> => {
        const related = await relatedPapers(request.body.paperid);
        if (!related) throw new HttpError(404, 'Paper not found');
        return { related };
      },
    );
  };
}
