import type { FastifyPluginAsync } from 'fastify';
import type { EditorialBoardAnswer, EditorialMemberAnswer } from '@journal/shared/contract';
import { HttpError } from '../http/errors.ts';
import type { RouteDeps } from './deps.ts';
import { addCall } from '../http/addCall.ts';

/** The editorial board (designed: the specification shows only member_id). */
export const editorialRoutes: FastifyPluginAsync<RouteDeps> = async (app, { content }) => {
  addCall(
    app,
    '/editorialBoard',
    {
      description:
        'Ordered by role (Editor-in-Chief, Managing Editor, Associate Editors, Section Editors, ' +
        'Board Members, Advisory Board), then as the journal lists them.',
    },
    async (): Promise<EditorialBoardAnswer> => ({ members: await content.members() }),
  );

  addCall(app, '/editorialMember', { errors: [404] }, async (request): Promise<EditorialMemberAnswer> => {
    const member = await content.member(request.body.slug);
    if (!member) throw new HttpError(404, 'Editorial board member not found');
    return { member };
  });
};
