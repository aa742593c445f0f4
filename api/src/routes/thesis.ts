import type { FastifyPluginAsync } from 'fastify';
import type {
  SearchThesisAnswer,
  ThesisDataListingAnswer,
  ThesisDetailsAnswer,
  ThesisYearListingAnswer,
} from '@journal/shared/contract';
import { HttpError } from '../http/errors.ts';
import { PAGE_SIZE } from '@journal/shared/contract';
import { offsetOf, pageInfo, searchPageInfo } from '../search/paginate.ts';
import type { RouteDeps } from './deps.ts';
import { addCall } from '../http/addCall.ts';

/** Theses by year and volume: index, lists, details and search. */
export const thesisRoutes: FastifyPluginAsync<RouteDeps> = async (app, { thesis }) => {
  addCall(
    app,
    '/thesisYearListing',
    { description: 'Oldest year first. The client gives index entries issue 0.' },
    async (): Promise<ThesisYearListingAnswer> => ({ thesis: await thesis.yearIndex() }),
  );

  addCall(
    app,
    '/thesisDataListing',
    {
      description:
        `per_page is capped at ${PAGE_SIZE.thesis} (the specification leaves the thesis page size ` +
        `open; the archive's is used). A year or volume without theses gives an empty list.`,
    },
    async (request): Promise<ThesisDataListingAnswer> => {
      const { thesis_year, thesis_volume, page = 1, per_page = PAGE_SIZE.thesis } = request.body;
      const { items, total } = await thesis.list(thesis_year, thesis_volume, per_page, offsetOf(page, per_page));
      return { papersList: items, ...pageInfo(page, per_page, total) };
    },
  );

  addCall(app, '/thesisDetails', { errors: [404] }, async (request): Promise<ThesisDetailsAnswer> => {
    const details = await thesis.details(request.body.paperid);
    if (!details) throw new HttpError(404, 'Thesis not found');
    return { thesis: details };
  });

  addCall(
    app,
    '/searchThesis',
    {
      description:
        `Exact id or unique id matches first, then word (prefix) matches in title, author and ` +
        `abstract, ranked by BM25. per_page is capped at ${PAGE_SIZE.search}.`,
    },
    async (request): Promise<SearchThesisAnswer> => {
      const { search, page = 1, per_page = PAGE_SIZE.search } = request.body;
      const { items, total } = await thesis.search(search, page, per_page);
      return { papersList: items, ...searchPageInfo(page, per_page, total) };
    },
  );
};
