import type Database from 'better-sqlite3';

/**
 * Numbered, append-only schema migrations. A database records the versions it has applied in
 * `schema_migrations`; each migration runs in its own transaction, so a failure leaves the previous
 * version intact. Never edit an applied migration: add the next number.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** FTS5 over title (weight 10), authors (5) and abstract (1), kept in sync by triggers (external content). */
function ftsFor(table: string, key: string, title: string, authors: string, abstract: string): string {
  const fts = `${table}_fts`;
  return `
    CREATE VIRTUAL TABLE ${fts} USING fts5(
      ${title}, ${authors}, ${abstract},
      content='${table}', content_rowid='${key}',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3'
    );
    INSERT INTO ${fts}(${fts}, rank) VALUES ('rank', 'bm25(10.0, 5.0, 1.0)');
    CREATE TRIGGER ${table}_ai AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${fts}(rowid, ${title}, ${authors}, ${abstract}) VALUES (new.${key}, new.${title}, new.${authors}, new.${abstract});
    END;
    CREATE TRIGGER ${table}_ad AFTER DELETE ON ${table} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${title}, ${authors}, ${abstract}) VALUES ('delete', old.${key}, old.${title}, old.${authors}, old.${abstract});
    END;
    CREATE TRIGGER ${table}_au AFTER UPDATE OF ${title}, ${authors}, ${abstract} ON ${table} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${title}, ${authors}, ${abstract}) VALUES ('delete', old.${key}, old.${title}, old.${authors}, old.${abstract});
      INSERT INTO ${fts}(rowid, ${title}, ${authors}, ${abstract}) VALUES (new.${key}, new.${title}, new.${authors}, new.${abstract});
    END;`;
}

const AUTHOR_COLUMNS = `
  author_1 TEXT NOT NULL DEFAULT '', author_2 TEXT NOT NULL DEFAULT '', author_3 TEXT NOT NULL DEFAULT '',
  author_4 TEXT NOT NULL DEFAULT '', author_5 TEXT NOT NULL DEFAULT '', author_6 TEXT NOT NULL DEFAULT ''`;

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'archive issues and papers',
    sql: `
      -- One row per published issue: the archive index reads this small table, never the papers.
      CREATE TABLE issues (
        year INTEGER NOT NULL,
        volume INTEGER NOT NULL,
        issue INTEGER NOT NULL,
        month TEXT NOT NULL,
        PRIMARY KEY (year, volume, issue)
      ) WITHOUT ROWID;
      CREATE TABLE papers (
        paper_id INTEGER PRIMARY KEY,
        year INTEGER NOT NULL,
        volume INTEGER NOT NULL,
        issue INTEGER NOT NULL,
        seq INTEGER NOT NULL,            -- order of the paper inside its issue
        paper_title TEXT NOT NULL,
        paper_abstract TEXT NOT NULL,
        paper_month TEXT NOT NULL,
        paper_author TEXT NOT NULL,
        ${AUTHOR_COLUMNS},
        paper_url TEXT NOT NULL,
        paper_doi TEXT NOT NULL UNIQUE,
        paper_doi_Link TEXT NOT NULL,
        is_deleted INTEGER NOT NULL DEFAULT 0 CHECK (is_deleted IN (0, 1)),
        paper_articletype TEXT NOT NULL,
        paper_pages TEXT NOT NULL,
        paper_uniqueid TEXT NOT NULL UNIQUE,
        paper_references TEXT NOT NULL,
        paper_citation TEXT NOT NULL,
        paper_designation TEXT NOT NULL,
        keywords TEXT NOT NULL DEFAULT '[]',  -- JSON array of strings
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        FOREIGN KEY (year, volume, issue) REFERENCES issues (year, volume, issue)
      );
      -- Serves the issue listing (equality on year, volume, issue, is_deleted; ordered by seq) and its count.
      CREATE UNIQUE INDEX papers_by_issue ON papers (year, volume, issue, is_deleted, seq, paper_id);
      ${ftsFor('papers', 'paper_id', 'paper_title', 'paper_author', 'paper_abstract')}`,
  },
  {
    version: 2,
    name: 'conferences and their papers',
    sql: `
      CREATE TABLE conferences (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        short_name TEXT NOT NULL UNIQUE,
        year INTEGER NOT NULL,
        volume INTEGER NOT NULL,
        issue INTEGER NOT NULL,
        month TEXT NOT NULL,
        location TEXT NOT NULL
      );
      CREATE TABLE conference_papers (
        id INTEGER PRIMARY KEY,
        conference_id INTEGER NOT NULL REFERENCES conferences(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        uniqueid TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        authors TEXT NOT NULL,           -- all authors, comma separated (indexed for search)
        ${AUTHOR_COLUMNS},
        year INTEGER NOT NULL,
        month TEXT NOT NULL,
        pages TEXT NOT NULL,
        pdf_url TEXT NOT NULL,
        abstract TEXT NOT NULL,
        references_text TEXT NOT NULL,
        doi TEXT NOT NULL UNIQUE,
        keywords TEXT NOT NULL DEFAULT '[]',
        designation TEXT NOT NULL,
        citation TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX conference_papers_by_conference ON conference_papers (conference_id, seq, id);
      ${ftsFor('conference_papers', 'id', 'title', 'authors', 'abstract')}`,
  },
  {
    version: 3,
    name: 'theses',
    sql: `
      CREATE TABLE theses (
        id INTEGER PRIMARY KEY,
        year INTEGER NOT NULL,
        volume INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        uniqueid TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        authors TEXT NOT NULL,
        ${AUTHOR_COLUMNS},
        month TEXT NOT NULL,
        pages TEXT NOT NULL,
        paper_url TEXT NOT NULL,
        abstract TEXT NOT NULL,
        degree TEXT NOT NULL,
        institution TEXT NOT NULL,
        supervisor TEXT NOT NULL,
        references_text TEXT NOT NULL,
        keywords TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX theses_by_volume ON theses (year, volume, seq, id);
      ${ftsFor('theses', 'id', 'title', 'authors', 'abstract')}`,
  },
  {
    version: 4,
    name: 'topics, blog and editorial board',
    sql: `
      CREATE TABLE topics (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        category TEXT NOT NULL,
        meta_title TEXT NOT NULL,
        meta_description TEXT NOT NULL,
        content TEXT NOT NULL
      );
      CREATE TABLE blog_posts (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        excerpt TEXT NOT NULL,
        author TEXT NOT NULL,
        published_at TEXT NOT NULL,
        content TEXT NOT NULL
      );
      CREATE INDEX blog_posts_by_date ON blog_posts (published_at DESC, id DESC);
      CREATE TABLE blog_tags (
        tag TEXT NOT NULL,
        post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        PRIMARY KEY (tag, post_id)
      ) WITHOUT ROWID;
      CREATE INDEX blog_tags_by_post ON blog_tags (post_id, position);
      CREATE TABLE editorial_members (
        member_id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        role TEXT NOT NULL,
        role_rank INTEGER NOT NULL,      -- Editor-in-Chief first on the board page
        affiliation TEXT NOT NULL,
        country TEXT NOT NULL,
        expertise TEXT NOT NULL,         -- JSON array of strings
        bio TEXT NOT NULL,
        orcid TEXT
      );`,
  },
  {
    version: 5,
    name: 'contact messages and newsletter subscribers',
    sql: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        client_ip TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE newsletter_subscribers (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        client_ip TEXT,
        created_at TEXT NOT NULL
      );`,
  },
  {
    version: 6,
    name: 'seed bookkeeping',
    sql: `
      CREATE TABLE seed_info (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );`,
  },
  {
    version: 7,
    name: 'deleted papers index',
    sql: `
      -- Searches count and page matches on the FTS index alone, then set aside the deleted papers
      -- (indexed like the others): this partial index lists them without reading the papers table.
      CREATE INDEX papers_deleted ON papers (paper_id) WHERE is_deleted = 1;`,
  },
];

export function migrate(db: Database.Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    ran.push(migration.version);
  }
  return ran;
}
