import { createHash } from 'node:crypto';
import { editorialRoles } from '@journal/shared/contract';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statements.ts';
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

  const insertTopic = statement(
    db,
    'INSERT INTO topics (id, slug, title, category, meta_title, meta_description, content) ' +
      'VALUES (@id, @slug, @title, @category, @meta_title, @meta_description, @content)',
  );
  for (const [i, t] of topicRows.entries()) {
    await insertTopic.run({ ...t, id: i + 1 });
  }

  const insertPost = statement(
    db,
    'INSERT INTO blog_posts (id, slug, title, excerpt, author, published_at, content) VALUES ' +
      '(@id, @slug, @title, @excerpt, @author, @published_at, @content)',
  );
  const insertTag = statement(
    db,
    'INSERT INTO blog_tags (tag, post_id, position) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const tags = new Set<string>();
  for (const [i, p] of blogPosts.entries()) {
    await insertPost.run({
      id: i + 1,
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      author: p.author,
      published_at: p.published_at,
      content: p.content,
    });
    for (const [position, tag] of p.tags.entries()) {
      await insertTag.run([tag, i + 1, position]);
      tags.add(tag);
    }
  }

  const insertMember = statement(
    db,
    `INSERT INTO editorial_members (member_id, slug, name, role, role_rank, affiliation, country, expertise, bio, orcid)
     VALUES (@member_id, @slug, @name, @role, @role_rank, @affiliation, @country, @expertise, @bio, @orcid)`,
  );
  for (const [i, m] of editorialBoard.entries()) {
    const rank = ROLE_ORDER.indexOf(m.role);
    await insertMember.run({
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
    });
  }

  return {
    topics: topicRows.length,
    topicCategories: new Set(topicRows.map((t) => t.category)).size,
    blogPosts: blogPosts.length,
    blogTags: tags.size,
    editorialMembers: editorialBoard.length,
  };
}

const CONTENT_TABLES = ['blog_tags', 'blog_posts', 'topics', 'editorial_members'];

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
  const storedHash = "SELECT value FROM seed_info WHERE key = 'content_hash'";
  const current = contentHash();
  if ((await statement(db, storedHash).value<string>()) === current) return false;
  return db.transaction(async (tx) => {
    // Checked again under the write lock: another instance may have refreshed it meanwhile.
    if ((await statement(tx, storedHash).value<string>()) === current) return false;
    for (const table of CONTENT_TABLES) await statement(tx, `DELETE FROM ${table}`).run();
    await seedContent(tx);
    await statement(
      tx,
      `INSERT INTO seed_info (key, value) VALUES ('content_hash', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    ).run([current]);
    await bumpContentVersion(tx);
    return true;
  });
}
