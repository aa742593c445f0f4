import type { FastifyPluginAsync } from 'fastify';
import type {
  ConferenceCategoriesAnswer,
  ConferenceDetailsAnswer,
  ConferenceFetchAnswer,
  SearchConferenceAnswer,
} from '@journal/shared/contract';
import { HttpError } from '../http/errors.ts';
import { PAGE_SIZE } from '@journal/shared/contract';
import { offsetOf, pageInfo, searchPageInfo } from '../search/paginate.ts';
import type { RouteDeps } from './deps.ts';
import { addCall } from '../http/addCall.ts';

/** Conference proceedings: the conferences, their papers, details and search (docs/api.md). */
export const conferenceRoutes: FastifyPluginAsync<RouteDeps> = async (app, { conference }) => {
  addCall(
    app,
    '/conferenceCategoriesFetch',
    {
      description:
        'Oldest first. volume and issue are the journal volume and issue under which the proceedings appeared.',
    },
    async (): Promise<ConferenceCategoriesAnswer> => ({ Conference_CategoriesList: await conference.categories() }),
  );

  addCall(
    app,
    '/conferenceFetch',
    {
      description: `In proceedings order. per_page is capped at ${PAGE_SIZE.conference}. An unknown conference id is a 404.`,
      errors: [404],
    },
    async (request): Promise<ConferenceFetchAnswer> => {
      const { id, page = 1, per_page = PAGE_SIZE.conference } = request.body;
      if (!(await conference.category(id))) throw new HttpError(404, 'Conference not found');
      const { items, total } = await conference.listPapers(id, per_page, offsetOf(page, per_page));
      return { ConferenceList: items, ...pageInfo(page, per_page, total) };
    },
  );

  addCall(
    app,
    '/searchConference',
    {
      description:
        `Exact id, unique id or DOI matches first, then word (prefix) matches in title, authors ` +
        `and abstract, ranked by BM25. per_page is capped at ${PAGE_SIZE.search}.`,
    },
    async (request): Promise<SearchConferenceAnswer> => {
      const { search, page = 1, per_page = PAGE_SIZE.search } = request.body;
      const { items, total } = await conference.search(search, page, per_page);
      return { papersList: items, ...searchPageInfo(page, per_page, total) };
    },
  );

  addCall(app, '/conferenceDetails', { errors: [404] }, async (request): Promise<ConferenceDetailsAnswer> => {
    const details = await conference.details(request.body.paperid);
    if (!details) throw new HttpError(404, 'Conference paper not found');
    return { ConferenceDetails: details };
  });
};
