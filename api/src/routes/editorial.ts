import { apiCalls } from '@journal/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { EditorialBoardAnswer, EditorialMemberAnswer, EditorialMemberRequest } from '@journal/shared/contract';
import { HttpError } from '../http/errors.ts';
import { errorResponses } from '../schemas/common.ts';
import type { RouteDeps } from './deps.ts';

const tags = ['Editorial board'];

/** The editorial board (designed: the specification shows only member_id). */
export const editorialRoutes: FastifyPluginAsync<RouteDeps> = async (app, { content }) => {
  app.post(
    '/editorialBoard',
    {
      schema: {
        tags,
        summary: 'All members of the editorial board',
        description:
          'Ordered by role (Editor-in-Chief, Managing Editor, Associate Editors, Section Editors, ' +
          'Board Members, Advisory Board), then as the journal lists them.',
        body: apiCalls['/editorialBoard'].request,
        response: {
          200: apiCalls['/editorialBoard'].answer,
          ...errorResponses(),
        },
      },
    },
    async (): Promise<EditorialBoardAnswer> => ({ members: content.members() }),
  );

  app.post<{ Body: EditorialMemberRequest }>(
    '/editorialMember',
    {
      schema: {
        tags,
        summary: 'One member of the editorial board',
        body: apiCalls['/editorialMember'].request,
        response: {
          200: apiCalls['/editorialMember'].answer,
          ...errorResponses(404),
        },
      },
    },
    async (request): Promise<EditorialMemberAnswer> => {
      const member = content.member(request.body.slug);
      if (!member) throw new HttpError(404, 'Editorial board member not found');
      return { member };
    },
  );
};
