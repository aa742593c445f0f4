import { apiCalls } from '@journal/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type {
  ConferenceCategoriesAnswer,
  ConferenceDetailsAnswer,
  ConferenceDetailsRequest,
  ConferenceFetchAnswer,
  ConferenceFetchRequest,
  SearchConferenceAnswer,
  SearchConferenceRequest,
} from '@journal/shared/contract';
import { HttpError } from '../http/errors.ts';
import { PAGE_SIZE, errorResponses } from '../schemas/common.ts';
import { offsetOf, pageInfo } from '../search/paginate.ts';
import type { RouteDeps } from './deps.ts';

const tags = ['Conference'];

/** Conference proceedings: the conferences, their papers, details and search (docs/api.md). */
export const conferenceRoutes: FastifyPluginAsync<RouteDeps> = async (app, { conference }) => {
  app.post(
    '/conferenceCategoriesFetch',
    {
      schema: {
        tags,
        summary: 'Conferences whose proceedings the journal published',
        description:
          'Oldest first. volume and issue are the journal volume and issue under which the proceedings appeared.',
        body: apiCalls['/conferenceCategoriesFetch'].request,
        response: {
          200: apiCalls['/conferenceCategoriesFetch'].answer,
          ...errorResponses(),
        },
      },
    },
    async (): Promise<ConferenceCategoriesAnswer> => ({ Conference_CategoriesList: conference.categories() }),
  );

  app.post<{ Body: ConferenceFetchRequest }>(
    '/conferenceFetch',
    {
      schema: {
        tags,
        summary: 'Papers of one conference',
        description: `In proceedings order. per_page is capped at ${PAGE_SIZE.conference}. An unknown conference id is a 404.`,
        body: apiCalls['/conferenceFetch'].request,
        response: { 200: apiCalls['/conferenceFetch'].answer, ...errorResponses(404) },
      },
    },
    async (request): Promise<ConferenceFetchAnswer> => {
      const { id, page = 1, per_page = PAGE_SIZE.conference } = request.body;
      if (!conference.category(id)) throw new HttpError(404, 'Conference not found');
      const { items, total } = conference.listPapers(id, per_page, offsetOf(page, per_page));
      return { ConferenceList: items, ...pageInfo(page, per_page, total) };
    },
  );

  app.post<{ Body: SearchConferenceRequest }>(
    '/searchConference',
    {
      schema: {
        tags,
        summary: 'Search conference papers',
        description:
          `Exact id, unique id or DOI matches first, then word (prefix) matches in title, authors ` +
          `and abstract, ranked by BM25. per_page is capped at ${PAGE_SIZE.search}.`,
        body: apiCalls['/searchConference'].request,
        response: { 200: apiCalls['/searchConference'].answer, ...errorResponses() },
      },
    },
    async (request): Promise<SearchConferenceAnswer> => {
      const { search, page = 1, per_page = PAGE_SIZE.search } = request.body;
      const { items, total } = conference.search(search, page, per_page);
      return { papersList: items, ...pageInfo(page, per_page, total) };
    },
  );

  app.post<{ Body: ConferenceDetailsRequest }>(
    '/conferenceDetails',
    {
      schema: {
        tags,
        summary: 'Details of one conference paper',
        body: apiCalls['/conferenceDetails'].request,
        response: {
          200: apiCalls['/conferenceDetails'].answer,
          ...errorResponses(404),
        },
      },
    },
    async (request): Promise<ConferenceDetailsAnswer> => {
      const details = conference.details(request.body.paperid);
      if (!details) throw new HttpError(404, 'Conference paper not found');
      return { ConferenceDetails: details };
    },
  );
};
