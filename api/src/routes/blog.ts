import { apiCalls } from '@journal/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type {
  BlogDetailsAnswer,
  BlogDetailsRequest,
  BlogListingAnswer,
  BlogListingRequest,
  BlogsByTagAnswer,
  BlogsByTagRequest,
} from '@journal/shared/contract';
import { HttpError } from '../http/errors.ts';
import { RELATED_POSTS } from '../repos/content.ts';
import { PAGE_SIZE, errorResponses } from '../schemas/common.ts';
import { offsetOf, pageInfo } from '../search/paginate.ts';
import type { RouteDeps } from './deps.ts';

const tags = ['Blog'];

/** The editorial blog (designed: the specification does not show these calls). */
export const blogRoutes: FastifyPluginAsync<RouteDeps> = async (app, { content }) => {
  app.post<{ Body: BlogListingRequest }>(
    '/blogListing',
    {
      schema: {
        tags,
        summary: 'Blog posts, newest first',
        description: `per_page is capped at ${PAGE_SIZE.blog}.`,
        body: apiCalls['/blogListing'].request,
        response: { 200: apiCalls['/blogListing'].answer, ...errorResponses() },
      },
    },
    async (request): Promise<BlogListingAnswer> => {
      const { page = 1, per_page = PAGE_SIZE.blog } = request.body;
      const { items, total } = content.blogPage(per_page, offsetOf(page, per_page));
      return { blogs: items, ...pageInfo(page, per_page, total) };
    },
  );

  app.post<{ Body: BlogDetailsRequest }>(
    '/blogDetails',
    {
      schema: {
        tags,
        summary: 'One blog post and related posts',
        description: `related: up to ${RELATED_POSTS} other posts sharing the most tags, newest first among equals.`,
        body: apiCalls['/blogDetails'].request,
        response: {
          200: apiCalls['/blogDetails'].answer,
          ...errorResponses(404),
        },
      },
    },
    async (request): Promise<BlogDetailsAnswer> => {
      const found = content.blogPost(request.body.slug);
      if (!found) throw new HttpError(404, 'Blog post not found');
      return found;
    },
  );

  app.post<{ Body: BlogsByTagRequest }>(
    '/blogsByTag',
    {
      schema: {
        tags,
        summary: 'Blog posts with one tag, newest first',
        description: `An unknown tag gives an empty list. per_page is capped at ${PAGE_SIZE.blog}.`,
        body: apiCalls['/blogsByTag'].request,
        response: { 200: apiCalls['/blogsByTag'].answer, ...errorResponses() },
      },
    },
    async (request): Promise<BlogsByTagAnswer> => {
      const { tag, page = 1, per_page = PAGE_SIZE.blog } = request.body;
      const { items, total } = content.tagPage(tag, per_page, offsetOf(page, per_page));
      return { blogs: items, tag, ...pageInfo(page, per_page, total) };
    },
  );
};
