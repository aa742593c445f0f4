import { apiCalls } from '@journal/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type {
  SearchThesisAnswer,
  SearchThesisRequest,
  ThesisDataListingAnswer,
  ThesisDataListingRequest,
  ThesisDetailsAnswer,
  ThesisDetailsRequest,
  ThesisYearListingAnswer,
} from '@journal/shared/contract';
import { HttpError } from '../http/errors.ts';
import { PAGE_SIZE, errorResponses } from '../schemas/common.ts';
import { offsetOf, pageInfo } from '../search/paginate.ts';
import type { RouteDeps } from './deps.ts';

const tags = ['Thesis'];

/** Theses by year and volume: index, lists, details and search. */
export const thesisRoutes: FastifyPluginAsync<RouteDeps> = async (app, { thesis }) => {
  app.post(
    '/thesisYearListing',
    {
      schema: {
        tags,
        summary: 'Years and volumes of the thesis archive',
        description: 'Oldest year first. The client gives index entries issue 0.',
        body: apiCalls['/thesisYearListing'].request,
        response: {
          200: apiCalls['/thesisYearListing'].answer,
          ...errorResponses(),
        },
      },
    },
    async (): Promise<ThesisYearListingAnswer> => ({ thesis: thesis.yearIndex() }),
  );

  app.post<{ Body: ThesisDataListingRequest }>(
    '/thesisDataListing',
    {
      schema: {
        tags,
        summary: 'Theses of one year and volume',
        description:
          `per_page is capped at ${PAGE_SIZE.thesis} (the specification leaves the thesis page size ` +
          `open; the archive's is used). A year or volume without theses gives an empty list.`,
        body: apiCalls['/thesisDataListing'].request,
        response: { 200: apiCalls['/thesisDataListing'].answer, ...errorResponses() },
      },
    },
    async (request): Promise<ThesisDataListingAnswer> => {
      const { thesis_year, thesis_volume, page = 1, per_page = PAGE_SIZE.thesis } = request.body;
      const { items, total } = thesis.list(thesis_year, thesis_volume, per_page, offsetOf(page, per_page));
      return { papersList: items, ...pageInfo(page, per_page, total) };
    },
  );

  app.post<{ Body: ThesisDetailsRequest }>(
    '/thesisDetails',
    {
      schema: {
        tags,
        summary: 'Details of one thesis',
        body: apiCalls['/thesisDetails'].request,
        response: {
          200: apiCalls['/thesisDetails'].answer,
          ...errorResponses(404),
        },
      },
    },
    async (request): Promise<ThesisDetailsAnswer> => {
      const details = thesis.details(request.body.paperid);
      if (!details) throw new HttpError(404, 'Thesis not found');
      return { thesis: details };
    },
  );

  app.post<{ Body: SearchThesisRequest }>(
    '/searchThesis',
    {
      schema: {
        tags,
        summary: 'Search theses',
        description:
          `Exact id or unique id matches first, then word (prefix) matches in title, author and ` +
          `abstract, ranked by BM25. per_page is capped at ${PAGE_SIZE.search}.`,
        body: apiCalls['/searchThesis'].request,
        response: { 200: apiCalls['/searchThesis'].answer, ...errorResponses() },
      },
    },
    async (request): Promise<SearchThesisAnswer> => {
      const { search, page = 1, per_page = PAGE_SIZE.search } = request.body;
      const { items, total } = thesis.search(search, page, per_page);
      return { papersList: items, ...pageInfo(page, per_page, total) };
    },
  );
};
