import type { FastifyPluginAsync } from 'fastify';
import type {
  ArchivePaperListingAnswer,
  ArchivePaperListingRequest,
  ArchivePaperNewAnswer,
  ArchivePaperNewRequest,
  ArchiveSuggestionsAnswer,
  ArchiveSuggestionsRequest,
  ArchiveYearListingAnswer,
  SearchArchiveAnswer,
  SearchArchiveRequest,
} from '../../../shared/src/api/types.ts';
import { HttpError } from '../http/errors.ts';
import { SUGGESTION_LIMIT } from '../repos/archive.ts';
import {
  PAGE_SIZE,
  emptyPayload,
  errorResponses,
  idField,
  issueField,
  pageFields,
  paginatedAnswer,
  payload,
  searchField,
  volumeField,
  yearField,
} from '../schemas/common.ts';
import { offsetOf, pageInfo } from '../search/paginate.ts';
import type { RouteDeps } from './deps.ts';

const tags = ['Archive'];

/** Archive and current issue: the index, issue lists, details, suggestions and search (SPEC section 7). */
export const archiveRoutes: FastifyPluginAsync<RouteDeps> = async (app, { archive, answers }) => {
  app.post('/archiveYearListing', {
    schema: {
      tags,
      summary: 'Years, volumes and issues of the archive',
      description: 'Oldest year first (the client reverses it). The newest year, first volume, first issue is the current issue.',
      body: emptyPayload,
      response: {
        200: {
          type: 'object',
          required: ['archives'],
          properties: {
            archives: {
              type: 'array',
              items: {
                type: 'object',
                required: ['year', 'volumes'],
                properties: {
                  year: { type: 'integer' },
                  volumes: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['volume', 'issue'],
                      properties: { volume: { type: 'integer' }, issue: { type: 'array', items: { type: 'integer' } } },
                    },
                  },
                },
              },
            },
          },
        },
        ...errorResponses(),
      },
    },
  }, async (): Promise<ArchiveYearListingAnswer> => ({ archives: archive.yearIndex() }));

  app.post<{ Body: ArchivePaperListingRequest }>('/archivePaperListing', {
    schema: {
      tags,
      summary: 'Papers of one issue',
      description: `Papers in their order within the issue. per_page is capped at ${PAGE_SIZE.archive}. An issue that does not exist gives an empty list.`,
      body: payload({ year: yearField, volume: volumeField, issue: issueField, ...pageFields(PAGE_SIZE.archive) }, ['year', 'volume', 'issue']),
      response: { 200: paginatedAnswer('papersList', 'ArchivePaper'), ...errorResponses() },
    },
  }, async (request, reply) => {
    const { year, volume, issue, page = 1, per_page = PAGE_SIZE.archive } = request.body;
    return answers.reply(reply, `/archivePaperListing ${year} ${volume} ${issue} ${page} ${per_page}`, (): ArchivePaperListingAnswer => {
      const { items, total } = archive.listIssue(year, volume, issue, per_page, offsetOf(page, per_page));
      return { papersList: items, ...pageInfo(page, per_page, total) };
    });
  });

  app.post<{ Body: ArchivePaperNewRequest }>('/archivePaperNew', {
    schema: {
      tags,
      summary: 'Details of one paper',
      description: 'The short keys of the specification (id, title, abstract, month, author, url, doi, articletype, pages, uniqueid, created_time, references, citation, designation, doi_Link) plus issue, volume, year, author_1..author_6 and keywords.',
      body: payload({ paperid: idField('paper (paper_id)') }, ['paperid']),
      response: {
        200: { type: 'object', required: ['paperdetails'], properties: { paperdetails: { $ref: 'PaperDetails#' } } },
        ...errorResponses(404),
      },
    },
  }, async (request): Promise<ArchivePaperNewAnswer> => {
    const paperdetails = archive.details(request.body.paperid);
    if (!paperdetails) throw new HttpError(404, 'Paper not found');
    return { paperdetails };
  });

  app.post<{ Body: ArchiveSuggestionsRequest }>('/archiveSuggestions', {
    schema: {
      tags,
      summary: 'Search-as-you-type suggestions',
      description: `At most ${SUGGESTION_LIMIT} papers whose title or author words start with the typed words, best first; a typed unique-id prefix (e.g. IJCRI-2024-V3) lists those papers first.`,
      body: payload({ search: searchField }, ['search']),
      response: {
        200: {
          type: 'object',
          required: ['suggestions'],
          properties: { suggestions: { type: 'array', maxItems: SUGGESTION_LIMIT, items: { $ref: 'ArchiveSuggestion#' } } },
        },
        ...errorResponses(),
      },
    },
  }, async (request): Promise<ArchiveSuggestionsAnswer> => ({ suggestions: archive.suggest(request.body.search) }));

  app.post<{ Body: SearchArchiveRequest }>('/searchArchive', {
    schema: {
      tags,
      summary: 'Search archive papers',
      description: `Exact paper_id, paper_uniqueid or DOI matches first, then papers matching every word (prefix match) in title, authors or abstract, ranked by BM25. per_page is capped at ${PAGE_SIZE.search}. No match gives an empty list.`,
      body: payload({ search: searchField, ...pageFields(PAGE_SIZE.search) }, ['search']),
      response: { 200: paginatedAnswer('papersList', 'ArchivePaper'), ...errorResponses() },
    },
  }, async (request, reply) => {
    const { search, page = 1, per_page = PAGE_SIZE.search } = request.body;
    return answers.reply(reply, `/searchArchive ${page} ${per_page} ${search}`, (): SearchArchiveAnswer => {
      const { items, total } = archive.search(search, page, per_page);
      return { papersList: items, ...pageInfo(page, per_page, total) };
    });
  });
};
