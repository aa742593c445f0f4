import type { FastifyPluginAsync } from 'fastify';
import type { BlogDetailsAnswer, BlogListingAnswer, BlogsByTagAnswer } from '@journal/shared/contract';
import { HttpError } from '../http/errors.ts';
import { RELATED_POSTS } from '../repos/content.ts';
import { PAGE_SIZE } from '@journal/shared/contract';
import { offsetOf, pageInfo } from '../search/paginate.ts';
import type { RouteDeps } from './deps.ts';
import { addCall } from '../http/addCall.ts';

/** The editorial blog (designed: the specification does not show these calls). */
export const blogRoutes: FastifyPluginAsync<RouteDeps> = async (app, { content }) => {
  addCall(
    app,
    '/blogListing',
    { description: `per_page is capped at ${PAGE_SIZE.blog}.` },
    async (request): Promise<BlogListingAnswer> => {
      const { page = 1, per_page = PAGE_SIZE.blog } = request.body;
      const { items, total } = await content.blogPage(per_page, offsetOf(page, per_page));
      return { blogs: items, ...pageInfo(page, per_page, total) };
    },
  );

  addCall(
    app,
    '/blogDetails',
    {
      description: `related: up to ${RELATED_POSTS} other posts sharing the most tags, newest first among equals.`,
      errors: [404],
    },
    async (request): Promise<BlogDetailsAnswer> => {
      const found = await content.blogPost(request.body.slug);
      if (!found) throw new HttpError(404, 'Blog post not found');
      return found;
    },
  );

  addCall(
    app,
    '/blogsByTag',
    { description: `An unknown tag gives an empty list. per_page is capped at ${PAGE_SIZE.blog}.` },
    async (request): Promise<BlogsByTagAnswer> => {
      const { tag, page = 1, per_page = PAGE_SIZE.blog } = request.body;
      const { items, total } = await content.tagPage(tag, per_page, offsetOf(page, per_page));
      return { blogs: items, tag, ...pageInfo(page, per_page, total) };
    },
  );
};
