import type { FastifyPluginAsync } from 'fastify';
import type {
  AuthorProfileAnswer,
  AuthorProfileRequest,
  RelatedPapersAnswer,
  RelatedPapersRequest,
  SiteSearchAnswer,
  SiteSearchRequest,
} from '@journal/shared/contract';
import type { AnswerCache } from '../cache/answerCache.ts';
import type { Db } from '../db/connection.ts';
import { AUTHOR_PAGE_SIZE, createAuthorProfiles } from '../discovery/authors.ts';
import { RELATED_LIMIT, createRelatedPapers } from '../discovery/related.ts';
import { SITE_SEARCH_PAGE_SIZE, createSiteSearch } from '../discovery/siteSearch.ts';
import { HttpError } from '../http/errors.ts';
import {
  errorResponses,
  idField,
  pageFields,
  paginationProperties,
  paginationRequired,
  payload,
  searchField,
  slugField,
  yearField,
} from '../schemas/common.ts';

const tags = ['Discovery'];
const kindField = {
  type: 'string',
  enum: ['paper', 'thesis', 'conference'],
  description: 'Only this kind of work.',
} as const;
const facet = (value: unknown) => ({
  type: 'array',
  items: { type: 'object', required: ['value', 'count'], properties: { value, count: { type: 'integer' } } },
});

/** Site-wide search, author pages and related papers (docs/api.md, "Discovery"). */
export function discoveryRoutes(db: Db, answers: AnswerCache): FastifyPluginAsync {
  const siteSearch = createSiteSearch(db);
  const authorProfile = createAuthorProfiles(db);
  const relatedPapers = createRelatedPapers(db);

  return async (app) => {
    app.post<{ Body: SiteSearchRequest }>(
      '/siteSearch',
      {
        schema: {
          tags,
          summary: 'Search papers, theses and conference papers at once',
          description:
            `One ranked full-text search (BM25: title, authors, abstract) over the three kinds; a ` +
            `unique id, a prefix of one (2025-V4I1) or a DOI comes first. ` +
            `Results are lean cards with where each work belongs; matched words in title and snippet are wrapped in U+0002 and U+0003. ` +
            (`Facets count matches by kind (under the year filter) and by year (under the kind filter). ` +
              `per_page is capped at ${SITE_SEARCH_PAGE_SIZE}.`),
          body: payload(
            {
              search: searchField,
              ...pageFields(SITE_SEARCH_PAGE_SIZE),
              kind: kindField,
              year: yearField,
              match: {
                type: 'string',
                enum: ['all', 'any'],
                default: 'all',
                description:
                  'all: every word must match (default); any: any word may (a topic page lists papers on its title this way).',
              },
            },
            ['search'],
          ),
          response: {
            200: {
              type: 'object',
              required: ['results', 'facets', ...paginationRequired],
              properties: {
                results: { type: 'array', items: { $ref: 'SearchHit#' } },
                facets: {
                  type: 'object',
                  required: ['kind', 'year'],
                  properties: { kind: facet(kindField), year: facet({ type: 'integer' }) },
                },
                ...paginationProperties,
              },
            },
            ...errorResponses(),
          },
        },
      },
      async (request, reply) => {
        const { search, page = 1, per_page = SITE_SEARCH_PAGE_SIZE, kind, year, match = 'all' } = request.body;
        return answers.reply(
          reply,
          `/siteSearch ${page} ${per_page} ${kind ?? '-'} ${year ?? '-'} ${match} ${search}`,
          (): SiteSearchAnswer => siteSearch({ search, page, perPage: per_page, kind, year, any: match === 'any' }),
        );
      },
    );

    app.post<{ Body: AuthorProfileRequest }>(
      '/authorProfile',
      {
        schema: {
          tags,
          summary: "An author's works and co-authors",
          description:
            `Every paper, thesis and conference paper whose author's name, without case or diacritics, ` +
            `gives this slug (authorSlug in @journal/shared/text: "Nguyễn Minh" is nguyen-minh), ` +
            `newest first; ` +
            (`up to 20 co-authors, most shared works first; ORCID when the author is on the editorial ` +
              `board. per_page is capped at ${AUTHOR_PAGE_SIZE}.`),
          body: payload(
            { slug: slugField('author (the name without case or diacritics)'), ...pageFields(AUTHOR_PAGE_SIZE) },
            ['slug'],
          ),
          response: {
            200: {
              type: 'object',
              required: ['author', 'works', ...paginationRequired],
              properties: {
                author: { $ref: 'AuthorProfile#' },
                works: { type: 'array', items: { $ref: 'WorkSummary#' } },
                ...paginationProperties,
              },
            },
            ...errorResponses(404),
          },
        },
      },
      async (request): Promise<AuthorProfileAnswer> => {
        const { slug, page = 1, per_page = AUTHOR_PAGE_SIZE } = request.body;
        const answer = authorProfile(slug, page, per_page);
        if (!answer) throw new HttpError(404, 'Author not found');
        return answer;
      },
    );

    app.post<{ Body: RelatedPapersRequest }>(
      '/relatedPapers',
      {
        schema: {
          tags,
          summary: 'Papers related to one paper',
          description:
            `Up to ${RELATED_LIMIT} papers, best first: the papers sharing the most keywords, ordered ` +
            `by shared keywords and the overlap of title and abstract words.`,
          body: payload({ paperid: idField('paper (paper_id)') }, ['paperid']),
          response: {
            200: {
              type: 'object',
              required: ['related'],
              properties: { related: { type: 'array', maxItems: RELATED_LIMIT, items: { $ref: 'RelatedPaper#' } } },
            },
            ...errorResponses(404),
          },
        },
      },
      async (request): Promise<RelatedPapersAnswer> => {
        const related = relatedPapers(request.body.paperid);
        if (!related) throw new HttpError(404, 'Paper not found');
        return { related };
      },
    );
  };
}
