import { createHash } from 'node:crypto';
import { editorialRoles } from '@journal/shared/contract';
import type { Db } from '../db/connection.ts';
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

export function seedContent(db: Db): ContentCounts {
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

  const insertTopic = db.prepare(
    'INSERT INTO topics (id, slug, title, category, meta_title, meta_description, content) ' +
      'VALUES (@id, @slug, @title, @category, @meta_title, @meta_description, @content)',
  );
  topicRows.forEach((t, i) => insertTopic.run({ ...t, id: i + 1 }));

  const insertPost = db.prepare(
    'INSERT INTO blog_posts (id, slug, title, excerpt, author, published_at, content) VALUES ' +
      '(@id, @slug, @title, @excerpt, @author, @published_at, @content)',
  );
  const insertTag = db.prepare('INSERT OR IGNORE INTO blog_tags (tag, post_id, position) VALUES (?, ?, ?)');
  const tags = new Set<string>();
  blogPosts.forEach((p, i) => {
    insertPost.run({
      id: i + 1,
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      author: p.author,
      published_at: p.published_at,
      content: p.content,
    });
    p.tags.forEach((tag, position) => {
      insertTag.run(tag, i + 1, position);
      tags.add(tag);
    });
  });

  const insertMember = db.prepare(
    `INSERT INTO editorial_members (member_id, slug, name, role, role_rank, affiliation, country, expertise, bio, orcid)
     VALUES (@member_id, @slug, @name, @role, @role_rank, @affiliation, @country, @expertise, @bio, @orcid)`,
  );
  editorialBoard.forEach((m, i) => {
    const rank = ROLE_ORDER.indexOf(m.role);
    insertMember.run({
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
  });

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
export function refreshContentIfChanged(db: Db): boolean {
  const stored = db.prepare("SELECT value FROM seed_info WHERE key = 'content_hash'").pluck().get();
  const current = contentHash();
  if (stored === current) return false;
  db.transaction(() => {
    for (const table of CONTENT_TABLES) db.exec(`DELETE FROM ${table}`);
    seedContent(db);
    db.prepare("INSERT OR REPLACE INTO seed_info (key, value) VALUES ('content_hash', ?)").run(current);
    bumpContentVersion(db);
  })();
  return true;
}
