import {
  editorialRoles,
  type BlogPost,
  type BlogSummary,
  type EditorialMember,
  type EditorialRole,
  type TopicsByCategory,
} from '@journal/shared/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/** Topics, blog posts and the editorial board: small tables written from the hand-written content. */
const SUMMARY_COLUMNS = ['b.id', 'b.slug', 'b.title', 'b.excerpt', 'b.author', 'b.published_at'] as const;
const MEMBER_COLUMNS = [
  'member_id',
  'slug',
  'name',
  'role',
  'affiliation',
  'country',
  'expertise',
  'bio',
  'orcid',
] as const;

export const RELATED_POSTS = 3;

/** The content statements (query builder). */
function contentQueries(kysely: Kysely<DB>) {
  const posts = kysely.selectFrom('blog_posts as b').select(SUMMARY_COLUMNS);
  const members = kysely.selectFrom('editorial_members').select(MEMBER_COLUMNS);
  return {
    topics: () =>
      kysely
        .selectFrom('topics')
        .select(['title', 'meta_title', 'meta_description', 'content', 'category', 'slug'])
        .orderBy('id'),
    blogPage: (limit: number, offset: number) =>
      posts.orderBy('b.published_at', 'desc').orderBy('b.id', 'desc').limit(limit).offset(offset),
    blogCount: () => kysely.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('count')),
    blogBySlug: (slug: string) => posts.select('b.content').where('b.slug', '=', slug),
    tagsOf: (postId: number) =>
      kysely.selectFrom('blog_tags').select('tag').where('post_id', '=', postId).orderBy('position'),
    tagPage: (tag: string, limit: number, offset: number) =>
      posts
        .innerJoin('blog_tags as t', 't.post_id', 'b.id')
        .where('t.tag', '=', tag)
        .orderBy('b.published_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(limit)
        .offset(offset),
    tagCount: (tag: string) =>
      kysely
        .selectFrom('blog_tags')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('tag', '=', tag),
    /** The posts sharing the most tags with this one. */
    related: (postId: number, limit: number) =>
      kysely
        .selectFrom('blog_tags as mine')
        .innerJoin('blog_tags as other', (join) =>
          join.onRef('other.tag', '=', 'mine.tag').onRef('other.post_id', '!=', 'mine.post_id'),
        )
        .innerJoin('blog_posts as b', 'b.id', 'other.post_id')
        .select(SUMMARY_COLUMNS)
        .select((eb) => eb.fn.countAll<number>().as('shared'))
        .where('mine.post_id', '=', postId)
        .groupBy('b.id')
        .orderBy('shared', 'desc')
        .orderBy('b.published_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(limit),
    members: () => members.orderBy('role_rank').orderBy('member_id'),
    memberBySlug: (slug: string) => members.where('slug', '=', slug),
  };
}

/** The stored role as the contract names it; roles are written from the typed hand-written content (seed/content.ts). */
function roleOf(role: string): EditorialRole {
  const known = editorialRoles.find((name) => name === role);
  if (!known) throw new Error(`Unknown editorial role "${role}"`);
  return known;
}

export function createContentRepo(db: Db) {
  const q = contentQueries(db.kysely);
  const tagsOf = async (postId: number) => (await q.tagsOf(postId).execute()).map((row) => row.tag);
  type PostRow = Awaited<ReturnType<ReturnType<typeof q.blogPage>['execute']>>[number];
  const summary = async (row: PostRow): Promise<BlogSummary> => ({
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    published_at: row.published_at,
    tags: await tagsOf(row.id),
  });
  const summaries = (rows: PostRow[]) => Promise.all(rows.map(summary));
  type MemberRow = Awaited<ReturnType<ReturnType<typeof q.members>['execute']>>[number];
  const member = (row: MemberRow): EditorialMember => ({
    ...row,
    role: roleOf(row.role),
    expertise: JSON.parse(row.expertise) as string[],
  });

  return {
    /** Category to topics, categories in the order the journal lists them. */
    async topicsByCategory(): Promise<TopicsByCategory> {
      const grouped: TopicsByCategory = {};
      for (const topic of await q.topics().execute()) (grouped[topic.category] ??= []).push(topic);
      return grouped;
    },

    async blogPage(limit: number, offset: number) {
      return {
        items: await summaries(await q.blogPage(limit, offset).execute()),
        total: (await q.blogCount().executeTakeFirstOrThrow()).count,
      };
    },

    async blogPost(slug: string): Promise<{ blog: BlogPost; related: BlogSummary[] } | undefined> {
      const row = await q.blogBySlug(slug).executeTakeFirst();
      if (!row) return undefined;
      return {
        blog: { ...(await summary(row)), content: row.content },
        related: await summaries(await q.related(row.id, RELATED_POSTS).execute()),
      };
    },

    async tagPage(tag: string, limit: number, offset: number) {
      return {
        items: await summaries(await q.tagPage(tag, limit, offset).execute()),
        total: (await q.tagCount(tag).executeTakeFirstOrThrow()).count,
      };
    },

    members: async () => (await q.members().execute()).map(member),

    async member(slug: string): Promise<EditorialMember | undefined> {
      const row = await q.memberBySlug(slug).executeTakeFirst();
      return row ? member(row) : undefined;
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
