import type { FastifyPluginAsync } from 'fastify';
import type { EditorialBoardAnswer, EditorialMemberAnswer, EditorialMemberRequest } from '../../../shared/src/api/types.ts';
import { HttpError } from '../http/errors.ts';
import { emptyPayload, errorResponses, payload, slugField } from '../schemas/common.ts';
import type { RouteDeps } from './deps.ts';

const tags = ['Editorial board'];

/** The editorial board (designed: the specification shows only member_id). */
export const editorialRoutes: FastifyPluginAsync<RouteDeps> = async (app, { content }) => {
  app.post('/editorialBoard', {
    schema: {
      tags,
      summary: 'All members of the editorial board',
      description: 'Ordered by role (Editor-in-Chief, Managing Editor, Associate Editors, Section Editors, Board Members, Advisory Board), then as the journal lists them.',
      body: emptyPayload,
      response: {
        200: { type: 'object', required: ['members'], properties: { members: { type: 'array', items: { $ref: 'EditorialMember#' } } } },
        ...errorResponses(),
      },
    },
  }, async (): Promise<EditorialBoardAnswer> => ({ members: content.members() }));

  app.post<{ Body: EditorialMemberRequest }>('/editorialMember', {
    schema: {
      tags,
      summary: 'One member of the editorial board',
      body: payload({ slug: slugField('member') }, ['slug']),
      response: {
        200: { type: 'object', required: ['member'], properties: { member: { $ref: 'EditorialMember#' } } },
        ...errorResponses(404),
      },
    },
  }, async (request): Promise<EditorialMemberAnswer> => {
    const member = content.member(request.body.slug);
    if (!member) throw new HttpError(404, 'Editorial board member not found');
    return { member };
  });
};
