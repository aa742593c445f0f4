import { createHash } from 'node:crypto';
import { editorialRoles } from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
import { bumpContentVersion } from '../db/contentVersion.ts';
import { blogPosts } from './content/blog.ts';
import { editorialBoard } from './content/editorial.ts';
import { topics } from './content/topics.ts';
import type { EditorialRole } from './content/types.ts';
import { slugify } from './text.ts';

/**
 * Writes the hand-written content (topics, blog, editorial board) to SQLite. The modules are authored
 * separately; this only checks what the database would otherwise reject with a less helpful error.
 */
/** The board's roles in the journal's order (the contract's list). */
const ROLE_ORDER: readonly EditorialRole[] = editorialRoles;

function assertUnique(kind: string, values: readonly string[]): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Seed content: duplicate ${kind} "${value}"`);
    seen.add(value);
  }
}

export interface ContentCounts {
  topics: number;
  topicCategories: number;
  blogPosts: number;
  blogTags: number;
  editorialMembers: number;
}

export async function seedContent(db: Db): Promise<ContentCounts> {
  const topicRows = topics.map((t) => ({ ...t, slug: slugify(t.title) }));
  assertUnique(
    'topic slug',
    topicRows.map((t) => t.slug),
  );
  assertUnique(
    'blog slug',
    blogPosts.map((p) => p.slug),
  );
  assertUnique(
    'editorial member slug',
    editorialBoard.map((m) => m.slug),
  );

  for (const [i, t] of topicRows.entries()) {
    await db.kysely
      .insertInto('topics')
      .values({
        id: i + 1,
        slug: t.slug,
        title: t.title,
        category: t.category,
        meta_title: t.meta_title,
        meta_description: t.meta_description,
        content: t.content,
      })
      .execute();
  }

  const tags = new Set<string>();
  for (const [i, p] of blogPosts.entries()) {
    await db.kysely
      .insertInto('blog_posts')
      .values({
        id: i + 1,
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        author: p.author,
        published_at: p.published_at,
        content: p.content,
      })
      .execute();
    for (const [position, tag] of p.tags.entries()) {
      await db.kysely
        .insertInto('blog_tags')
        .values({ tag, post_id: i + 1, position })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      tags.add(tag);
    }
  }

  for (const [i, m] of editorialBoard.entries()) {
    const rank = ROLE_ORDER.indexOf(m.role);
    await db.kysely
      .insertInto('editorial_members')
      .values({
        member_id: i + 1,
        slug: m.slug,
        name: m.name,
        role: m.role,
        role_rank: rank === -1 ? ROLE_ORDER.length : rank,
        affiliation: m.affiliation,
        country: m.country,
        expertise: JSON.stringify(m.expertise),
        bio: m.bio,
        orcid: m.orcid ?? null,
      })
      .execute();
  }

  return {
    topics: topicRows.length,
    topicCategories: new Set(topicRows.map((t) => t.category)).size,
    blogPosts: blogPosts.length,
    blogTags: tags.size,
    editorialMembers: editorialBoard.length,
  };
}

const CONTENT_TABLES = ['blog_tags', 'blog_posts', 'topics', 'editorial_members'] as const;

/** Fingerprint of the hand-written content, stored at seeding time. */
export function contentHash(): string {
  return createHash('sha256')
    .update(JSON.stringify([topics, blogPosts, editorialBoard]))
    .digest('hex')
    .slice(0, 16);
}

/**
 * The content modules are edited by hand after a database exists. When their fingerprint no longer
 * matches the one recorded at seeding, only the content tables are rewritten; papers, conferences,
 * theses, messages and subscribers stay as they are (a benchmark database keeps its papers).
 */
export async function refreshContentIfChanged(db: Db): Promise<boolean> {
  const storedHash = async ({ kysely }: Db) =>
    (await kysely.selectFrom('seed_info').select('value').where('key', '=', 'content_hash').executeTakeFirst())?.value;
  const current = contentHash();
  if ((await storedHash(db)) === current) return false;
  return db.transaction(async (tx) => {
    // Checked again under the write lock: another instance may have refreshed it meanwhile.
    if ((await storedHash(tx)) === current) return false;
    for (const table of CONTENT_TABLES) await tx.kysely.deleteFrom(table).execute();
    await seedContent(tx);
    await tx.kysely
      .insertInto('seed_info')
      .values({ key: 'content_hash', value: current })
      .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
    await bumpContentVersion(tx);
    return true;
  });
}
