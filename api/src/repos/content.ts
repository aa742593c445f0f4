import type {
  BlogPost,
  BlogSummary,
  EditorialMember,
  EditorialRole,
  Topic,
  TopicsByCategory,
} from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';

/** Topics, blog posts and the editorial board: small tables written from the hand-written content. */
export const contentSql = {
  topics: 'SELECT title, meta_title, meta_description, content, category, slug FROM topics ORDER BY id',
  blogPage: `SELECT id, slug, title, excerpt, author, published_at FROM blog_posts
    ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
  blogCount: 'SELECT count(*) FROM blog_posts',
  blogBySlug: 'SELECT id, slug, title, excerpt, author, published_at, content FROM blog_posts WHERE slug = ?',
  tagsOf: 'SELECT tag FROM blog_tags WHERE post_id = ? ORDER BY position',
  tagPage: `SELECT b.id, b.slug, b.title, b.excerpt, b.author, b.published_at FROM blog_tags t
    JOIN blog_posts b ON b.id = t.post_id WHERE t.tag = ? ORDER BY b.published_at DESC, b.id DESC LIMIT ? OFFSET ?`,
  tagCount: 'SELECT count(*) FROM blog_tags WHERE tag = ?',
  related: `SELECT b.id, b.slug, b.title, b.excerpt, b.author, b.published_at, count(*) AS shared
    FROM blog_tags mine JOIN blog_tags other ON other.tag = mine.tag AND other.post_id != mine.post_id
    JOIN blog_posts b ON b.id = other.post_id
    WHERE mine.post_id = ? GROUP BY b.id ORDER BY shared DESC, b.published_at DESC, b.id DESC LIMIT ?`,
  members: 'SELECT * FROM editorial_members ORDER BY role_rank, member_id',
  memberBySlug: 'SELECT * FROM editorial_members WHERE slug = ?',
} as const;

interface BlogRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  published_at: string;
  content?: string;
}

interface MemberRow {
  member_id: number;
  slug: string;
  name: string;
  role: EditorialRole;
  affiliation: string;
  country: string;
  expertise: string;
  bio: string;
  orcid: string | null;
}

export const RELATED_POSTS = 3;

export function createContentRepo(db: Db) {
  const s = prepareAll(db, contentSql);
  const tagsOf = (postId: number) => s.tagsOf.column<string>([postId]);
  const summary = async (row: BlogRow): Promise<BlogSummary> => ({
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    published_at: row.published_at,
    tags: await tagsOf(row.id),
  });
  const summaries = (rows: BlogRow[]) => Promise.all(rows.map(summary));
  const member = (row: MemberRow): EditorialMember => ({
    ...row,
    expertise: JSON.parse(row.expertise) as string[],
    orcid: row.orcid ?? null,
  });

  return {
    /** Category to topics, categories in the order the journal lists them. */
    async topicsByCategory(): Promise<TopicsByCategory> {
      const grouped: TopicsByCategory = {};
      for (const topic of await s.topics.all<Topic>()) (grouped[topic.category] ??= []).push(topic);
      return grouped;
    },

    async blogPage(limit: number, offset: number) {
      return {
        items: await summaries(await s.blogPage.all<BlogRow>([limit, offset])),
        total: (await s.blogCount.value<number>()) ?? 0,
      };
    },

    async blogPost(slug: string): Promise<{ blog: BlogPost; related: BlogSummary[] } | undefined> {
      const row = await s.blogBySlug.get<BlogRow>([slug]);
      if (!row) return undefined;
      return {
        blog: { ...(await summary(row)), content: row.content ?? '' },
        related: await summaries(await s.related.all<BlogRow>([row.id, RELATED_POSTS])),
      };
    },

    async tagPage(tag: string, limit: number, offset: number) {
      return {
        items: await summaries(await s.tagPage.all<BlogRow>([tag, limit, offset])),
        total: (await s.tagCount.value<number>([tag])) ?? 0,
      };
    },

    members: async () => (await s.members.all<MemberRow>()).map(member),

    async member(slug: string): Promise<EditorialMember | undefined> {
      const row = await s.memberBySlug.get<MemberRow>([slug]);
      return row ? member(row) : undefined;
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
