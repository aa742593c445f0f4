import type {
  BlogPost,
  BlogSummary,
  EditorialMember,
  EditorialRole,
  Topic,
  TopicsByCategory,
} from '@journal/shared/contract';
import { prepareAll, type Db } from '../db/connection.ts';

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
  const tagsOf = (postId: number) => s.tagsOf.pluck().all(postId) as string[];
  const summary = (row: BlogRow): BlogSummary => ({
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    published_at: row.published_at,
    tags: tagsOf(row.id),
  });
  const member = (row: MemberRow): EditorialMember => ({
    ...row,
    expertise: JSON.parse(row.expertise) as string[],
    orcid: row.orcid ?? null,
  });

  return {
    /** Category to topics, categories in the order the journal lists them. */
    topicsByCategory(): TopicsByCategory {
      const grouped: TopicsByCategory = {};
      for (const topic of s.topics.all() as Topic[]) (grouped[topic.category] ??= []).push(topic);
      return grouped;
    },

    blogPage(limit: number, offset: number) {
      return {
        items: (s.blogPage.all(limit, offset) as BlogRow[]).map(summary),
        total: s.blogCount.pluck().get() as number,
      };
    },

    blogPost(slug: string): { blog: BlogPost; related: BlogSummary[] } | undefined {
      const row = s.blogBySlug.get(slug) as BlogRow | undefined;
      if (!row) return undefined;
      return {
        blog: { ...summary(row), content: row.content ?? '' },
        related: (s.related.all(row.id, RELATED_POSTS) as BlogRow[]).map(summary),
      };
    },

    tagPage(tag: string, limit: number, offset: number) {
      return {
        items: (s.tagPage.all(tag, limit, offset) as BlogRow[]).map(summary),
        total: s.tagCount.pluck().get(tag) as number,
      };
    },

    members: () => (s.members.all() as MemberRow[]).map(member),

    member(slug: string): EditorialMember | undefined {
      const row = s.memberBySlug.get(slug) as MemberRow | undefined;
      return row ? member(row) : undefined;
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
