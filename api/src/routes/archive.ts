import type { FastifyPluginAsync } from 'fastify';
import type {
  ArchivePaperListingAnswer,
  ArchivePaperNewAnswer,
  ArchiveSuggestionsAnswer,
  ArchiveYearListingAnswer,
  SearchArchiveAnswer,
} from '@journal/shared/contract';
import { HttpError } from '../http/errors.ts';
import { SUGGESTION_LIMIT } from '../repos/archive.ts';
import { PAGE_SIZE } from '@journal/shared/contract';
import { offsetOf, pageInfo, searchPageInfo } from '../search/paginate.ts';
import type { RouteDeps } from './deps.ts';
import { addCall } from '../http/addCall.ts';

/** Archive and current issue: the index, issue lists, details, suggestions and search (docs/api.md). */
export const archiveRoutes: FastifyPluginAsync<RouteDeps> = async (app, { archive, answers }) => {
  addCall(
    app,
    '/archiveYearListing',
    {
      description:
        'Oldest year first (the client reverses it). The newest year, first volume, first issue is the current issue.',
    },
    async (): Promise<ArchiveYearListingAnswer> => ({ archives: await archive.yearIndex() }),
  );

  addCall(
    app,
    '/archivePaperListing',
    {
      description:
        `Papers in their order within the issue. per_page is capped at ${PAGE_SIZE.archive}. An ` +
        `issue that does not exist gives an empty list.`,
    },
    async (request, reply) => {
      const { year, volume, issue, page = 1, per_page = PAGE_SIZE.archive } = request.body;
      return answers.reply(
        reply,
        `/archivePaperListing ${year} ${volume} ${issue} ${page} ${per_page}`,
        async (): Promise<ArchivePaperListingAnswer> => {
          const { items, total } = await archive.listIssue(year, volume, issue, per_page, offsetOf(page, per_page));
          return { papersList: items, ...pageInfo(page, per_page, total) };
        },
      );
    },
  );

  addCall(
    app,
    '/archivePaperNew',
    {
      description:
        'The short keys of the specification (id, title, abstract, month, author, url, doi, ' +
        'articletype, pages, uniqueid, created_time, references, citation, designation, doi_Link) ' +
        'plus issue, volume, year, author_1..author_6 and keywords.',
      errors: [404],
    },
    async (request): Promise<ArchivePaperNewAnswer> => {
      const paperdetails = await archive.details(request.body.paperid);
      if (!paperdetails) throw new HttpError(404, 'Paper not found');
      return { paperdetails };
    },
  );

  addCall(
    app,
    '/archiveSuggestions',
    {
      description:
        `At most ${SUGGESTION_LIMIT} papers whose title or author words start with the typed ` +
        `words, best first; a typed unique-id prefix (e.g. IJCRI-2024-V3) lists those papers first.`,
    },
    async (request): Promise<ArchiveSuggestionsAnswer> => ({ suggestions: await archive.suggest(request.body.search) }),
  );

  addCall(
    app,
    '/searchArchive',
    {
      description:
        `Exact paper_id, paper_uniqueid or DOI matches first, then papers matching every word ` +
        `(prefix match; quotes, OR and minus as docs/api.md "Search syntax" says) in title, authors, keywords, ` +
        `abstract or full text, ranked. Counts stop past 10,000 (total_is_lower_bound). per_page is capped at ` +
        `${PAGE_SIZE.search}. No match gives an empty list.`,
    },
    async (request, reply) => {
      const { search, page = 1, per_page = PAGE_SIZE.search } = request.body;
      return answers.reply(
        reply,
        `/searchArchive ${page} ${per_page} ${search}`,
        async (): Promise<SearchArchiveAnswer> => {
          const { items, total } = await archive.search(search, page, per_page);
          return { papersList: items, ...searchPageInfo(page, per_page, total) };
        },
      );
    },
  );
};
