import type Database from 'better-sqlite3';
import { SEARCHED_TABLES, sqliteSearchIndex } from './searchIndex.ts';

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

/**
 * FTS5 over title (weight 10), authors (5) and abstract (1), kept in sync by triggers (external content).
 * `prefix`: the prefix lengths FTS5 keeps an index of their own for (a prefix query of another length merges
 * the doclists of every word it expands to; docs/api.md, "Data").
 */
function ftsFor(table: string, key: string, title: string, authors: string, abstract: string, prefix = '2 3'): string {
  const fts = `${table}_fts`;
  const removeFromIndex =
    `INSERT INTO ${fts}(${fts}, rowid, ${title}, ${authors}, ${abstract}) ` +
    `VALUES ('delete', old.${key}, old.${title}, old.${authors}, old.${abstract});`;
  return `
    CREATE VIRTUAL TABLE ${fts} USING fts5(
      ${title}, ${authors}, ${abstract},
      content='${table}', content_rowid='${key}',
      tokenize='unicode61 remove_diacritics 2', prefix='${prefix}'
    );
    INSERT INTO ${fts}(${fts}, rank) VALUES ('rank', 'bm25(10.0, 5.0, 1.0)');
    CREATE TRIGGER ${table}_ai AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${fts}(rowid, ${title}, ${authors}, ${abstract}) VALUES (new.${key}, new.${title}, new.${authors}, new.${abstract});
    END;
    CREATE TRIGGER ${table}_ad AFTER DELETE ON ${table} BEGIN
      ${removeFromIndex}
    END;
    CREATE TRIGGER ${table}_au AFTER UPDATE OF ${title}, ${authors}, ${abstract} ON ${table} BEGIN
      ${removeFromIndex}
      INSERT INTO ${fts}(rowid, ${title}, ${authors}, ${abstract}) VALUES (new.${key}, new.${title}, new.${authors}, new.${abstract});
    END;`;
}

const AUTHOR_COLUMNS = `
  author_1 TEXT NOT NULL DEFAULT '', author_2 TEXT NOT NULL DEFAULT '', author_3 TEXT NOT NULL DEFAULT '',
  author_4 TEXT NOT NULL DEFAULT '', author_5 TEXT NOT NULL DEFAULT '', author_6 TEXT NOT NULL DEFAULT ''`;

const AUTHOR_SLOTS = [1, 2, 3, 4, 5, 6];

/** The authorships of `table`'s rows matching `where` (all rows when empty), one per non-empty author slot. */
export function authorshipFill(table: string, key: string, kind: string, where = ''): string {
  const slots = AUTHOR_SLOTS.map(
    (n) => `SELECT ${key} AS id, ${n} AS position, trim(author_${n}) AS name FROM ${table} ${where}`,
  ).join(' UNION ALL ');
  return `INSERT OR IGNORE INTO authorships (author_key, kind, item_id, position, name)
    SELECT author_key(name), '${kind}', id, position, name FROM (${slots}) WHERE author_key(name) <> '';`;
}

/** Fills `authorships` from one table and keeps it in step with triggers. */
function authorshipSql(table: string, key: string, kind: string): string {
  const columns = AUTHOR_SLOTS.map((n) => `author_${n}`).join(', ');
  const forRow = (row: string) => authorshipFill(table, key, kind, `WHERE ${key} = ${row}.${key}`);
  return `
    ${authorshipFill(table, key, kind)}
    CREATE TRIGGER ${table}_authors_ai AFTER INSERT ON ${table} BEGIN ${forRow('new')} END;
    CREATE TRIGGER ${table}_authors_ad AFTER DELETE ON ${table} BEGIN
      DELETE FROM authorships WHERE kind = '${kind}' AND item_id = old.${key};
    END;
    CREATE TRIGGER ${table}_authors_au AFTER UPDATE OF ${columns} ON ${table} BEGIN
      DELETE FROM authorships WHERE kind = '${kind}' AND item_id = old.${key};
      ${forRow('new')}
    END;`;
}

/** Keywords of papers (lowercased, deduplicated); `@where` is replaced by a row filter or nothing. */
export const PAPER_KEYWORDS_FILL = `INSERT OR IGNORE INTO paper_keywords (keyword, paper_id)
  SELECT lower(trim(j.value)), p.paper_id FROM papers p, json_each(p.keywords) j @where;`;

/** Prefix lengths of the papers' full-text index from migration 16 on: 2 to 12 characters. */
const PAPER_WORD_PREFIXES = Array.from({ length: 11 }, (_, index) => index + 2).join(' ');

/**
 * An article's e-location (its article number) in a column of its own, so that a numeric one ("1655")
 * is never read as a page (docs/content.md, "E-locations"). Imported papers without a first page held
 * it in paper_pages: an imported page range always has a dash, so what has none moves. The same SQL
 * on both engines but the column's type (migrations.postgres.ts).
 */
const ELOCATION_MIGRATION = `
      ALTER TABLE papers ADD COLUMN paper_elocation TEXT NOT NULL DEFAULT '';
      UPDATE papers SET paper_elocation = paper_pages, paper_pages = ''
        WHERE jats_source IS NOT NULL AND paper_pages <> '' AND paper_pages NOT LIKE '%-%';
      -- The card shows the e-location, so the issue listing's covering index holds it too (migration 15).
      DROP INDEX papers_by_issue;
      CREATE UNIQUE INDEX papers_by_issue ON papers (
        year, volume, issue, is_deleted, seq, paper_id,
        paper_title, paper_uniqueid, paper_doi, paper_month, paper_pages, paper_url,
        author_1, author_2, author_3, author_4, author_5, author_6, paper_elocation
      );`;

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
  {
    version: 8,
    name: 'rate limits shared by every API process',
    sql: `
      -- One row per route and client (an IPv4 address or an IPv6 /64): see http/rateLimitStore.ts.
      CREATE TABLE rate_limit_hits (
        route TEXT NOT NULL,
        client TEXT NOT NULL,
        window_start_ms INTEGER NOT NULL,
        hits INTEGER NOT NULL,
        PRIMARY KEY (route, client)
      ) WITHOUT ROWID;
      CREATE INDEX rate_limit_hits_by_start ON rate_limit_hits (window_start_ms);`,
  },
  {
    version: 9,
    name: 'spam controls and retention of contact messages',
    sql: `
      -- Duplicate detection: the same sender and text within 24 hours is stored once.
      ALTER TABLE contact_messages ADD COLUMN text_hash TEXT;
      CREATE INDEX contact_messages_by_sender ON contact_messages (email COLLATE NOCASE, text_hash, created_at);
      -- Retention: client_ip is dropped after 30 days (jobs/retention.ts reads this index).
      CREATE INDEX contact_messages_ip_by_date ON contact_messages (created_at) WHERE client_ip IS NOT NULL;`,
  },
  {
    version: 10,
    name: 'newsletter double opt-in',
    sql: `
      -- An address is subscribed once confirmed_at is set. confirm_token_hash is the SHA-256 of the
      -- single-use token mailed to the address (cleared once used); unsubscribe_token is in every
      -- message's one-click unsubscribe link. Addresses subscribed before double opt-in stay subscribed.
      ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
      ALTER TABLE newsletter_subscribers ADD COLUMN confirm_token_hash TEXT;
      ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribe_token TEXT;
      UPDATE newsletter_subscribers SET confirmed_at = created_at, unsubscribe_token = lower(hex(randomblob(32)));
      CREATE UNIQUE INDEX newsletter_by_confirm_token ON newsletter_subscribers (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
      CREATE UNIQUE INDEX newsletter_by_unsubscribe_token ON newsletter_subscribers (unsubscribe_token);
      CREATE INDEX newsletter_unconfirmed_by_date ON newsletter_subscribers (created_at) WHERE confirmed_at IS NULL;`,
  },
  {
    version: 11,
    name: 'authorships and paper keywords',
    sql: `
      -- Who wrote what, across papers, theses and conference papers, keyed by author_key(name): the
      -- name without case or diacritics (the slug of /authors/<slug>). author_key is a function the
      -- API registers on every connection (db/sqlFunctions.ts). Kept in step by triggers.
      CREATE TABLE authorships (
        author_key TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('paper', 'thesis', 'conference')),
        item_id INTEGER NOT NULL,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (author_key, kind, item_id, position)
      ) WITHOUT ROWID;
      -- Co-authors: the other authors of one item.
      CREATE INDEX authorships_by_item ON authorships (kind, item_id);
      ${authorshipSql('papers', 'paper_id', 'paper')}
      ${authorshipSql('theses', 'id', 'thesis')}
      ${authorshipSql('conference_papers', 'id', 'conference')}
      -- Related papers: papers sharing keywords (lowercased), found without reading the papers table.
      CREATE TABLE paper_keywords (
        keyword TEXT NOT NULL,
        paper_id INTEGER NOT NULL,
        PRIMARY KEY (keyword, paper_id)
      ) WITHOUT ROWID;
      CREATE INDEX paper_keywords_by_paper ON paper_keywords (paper_id);
      ${PAPER_KEYWORDS_FILL.replace('@where', '')}
      CREATE TRIGGER papers_keywords_ai AFTER INSERT ON papers BEGIN
        ${PAPER_KEYWORDS_FILL.replace('@where', 'WHERE p.paper_id = new.paper_id')}
      END;
      CREATE TRIGGER papers_keywords_ad AFTER DELETE ON papers BEGIN
        DELETE FROM paper_keywords WHERE paper_id = old.paper_id;
      END;
      CREATE TRIGGER papers_keywords_au AFTER UPDATE OF keywords ON papers BEGIN
        DELETE FROM paper_keywords WHERE paper_id = old.paper_id;
        ${PAPER_KEYWORDS_FILL.replace('@where', 'WHERE p.paper_id = new.paper_id')}
      END;`,
  },
  {
    version: 12,
    name: 'full text of imported JATS articles',
    sql: `
      -- What a JATS import adds to a paper (docs/content.md). JSON columns hold ordered lists.
      ALTER TABLE papers ADD COLUMN paper_subtitle TEXT NOT NULL DEFAULT '';
      ALTER TABLE papers ADD COLUMN received_date TEXT;           -- YYYY-MM-DD (or YYYY-MM)
      ALTER TABLE papers ADD COLUMN accepted_date TEXT;
      ALTER TABLE papers ADD COLUMN published_date TEXT;
      ALTER TABLE papers ADD COLUMN authors_json TEXT NOT NULL DEFAULT '[]';     -- [{name, orcid?, affiliations, corresponding}]
      ALTER TABLE papers ADD COLUMN references_json TEXT NOT NULL DEFAULT '[]';  -- [{label, text, doi?, pmid?}]
      ALTER TABLE papers ADD COLUMN funding_json TEXT NOT NULL DEFAULT '[]';     -- [{source, awardIds}]
      ALTER TABLE papers ADD COLUMN funding_statement TEXT NOT NULL DEFAULT '';
      ALTER TABLE papers ADD COLUMN body_html TEXT NOT NULL DEFAULT '';          -- written by the importer only
      ALTER TABLE papers ADD COLUMN toc_json TEXT NOT NULL DEFAULT '[]';         -- [{id, title, level}]
      ALTER TABLE papers ADD COLUMN sections_json TEXT NOT NULL DEFAULT '[]';    -- plain text, for the PDF
      ALTER TABLE papers ADD COLUMN licence_url TEXT NOT NULL DEFAULT '';`,
  },
  {
    version: 13,
    name: 'papers by DOI',
    sql: `
      -- The importer finds the paper a JATS file updates by its DOI; the seed imports every paper that way,
      -- 100,000 of them for a benchmark journal (docs/content.md).
      CREATE INDEX papers_by_doi ON papers (paper_doi);`,
  },
  {
    version: 14,
    name: 'full text of theses and conference papers',
    sql: `
      -- The text their PDFs are typeset from, as papers.sections_json (docs/content.md): plain text, for the PDF.
      ALTER TABLE theses ADD COLUMN sections_json TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE conference_papers ADD COLUMN sections_json TEXT NOT NULL DEFAULT '[]';`,
  },
  {
    version: 15,
    name: 'issue listing from the index alone',
    sql: `
      -- The issue listing reads the card's columns (archiveSql.listIssue) from this index: an issue's papers
      -- are neighbours in it, where the table spreads them over a page each (rows carry abstracts and
      -- full text). Same leading columns as before, so the listing's order and its count are unchanged.
      DROP INDEX papers_by_issue;
      CREATE UNIQUE INDEX papers_by_issue ON papers (
        year, volume, issue, is_deleted, seq, paper_id,
        paper_title, paper_uniqueid, paper_doi, paper_month, paper_pages, paper_url,
        author_1, author_2, author_3, author_4, author_5, author_6
      );`,
  },
  {
    version: 16,
    name: 'papers full-text index with prefix indexes up to 12 characters',
    sql: `
      -- Every word a reader types is a prefix query ("learning"*). With an index for its length FTS5
      -- reads one doclist; without, it merges the doclists of every word the prefix expands to, in each
      -- statement and again for BM25 (docs/api.md, "Data"). Same words,
      -- same matches and ranks; the index is rebuilt from the papers table.
      DROP TRIGGER papers_ai;
      DROP TRIGGER papers_ad;
      DROP TRIGGER papers_au;
      DROP TABLE papers_fts;
      ${ftsFor('papers', 'paper_id', 'paper_title', 'paper_author', 'paper_abstract', PAPER_WORD_PREFIXES)}
      INSERT INTO papers_fts(papers_fts) VALUES ('rebuild');`,
  },
  {
    version: 17,
    name: 'usage counts',
    sql: `
      -- Views and downloads counted under COUNTER R5 rules (docs/discoverability.md, "Usage counts"):
      -- totals per work and month; no reader, address or time of a single use is kept here.
      CREATE TABLE usage_monthly (
        kind TEXT NOT NULL CHECK (kind IN ('paper', 'thesis', 'conference')),
        work_id INTEGER NOT NULL,
        month TEXT NOT NULL,
        views INTEGER NOT NULL DEFAULT 0,
        downloads INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (kind, work_id, month)
      ) WITHOUT ROWID;
      -- The double-click rule: a reader's last use of a work, kept 30 seconds. The reader is a hash of
      -- the address and user agent salted with the day's salt, never the address.
      CREATE TABLE usage_last_use (
        reader BLOB NOT NULL,
        kind TEXT NOT NULL,
        work_id INTEGER NOT NULL,
        metric TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (reader, kind, work_id, metric)
      ) WITHOUT ROWID;
      CREATE INDEX usage_last_use_by_time ON usage_last_use (at_ms);
      -- One random salt per UTC day, shared by every API process; yesterday's is deleted.
      CREATE TABLE usage_salts (day TEXT PRIMARY KEY, salt BLOB NOT NULL) WITHOUT ROWID;`,
  },
  {
    version: 18,
    name: 'JATS source of imported papers',
    sql: `
      -- The JATS file an imported paper came from, served as it is by JATS out; NULL for papers
      -- that were not imported (their JATS is generated from the row).
      ALTER TABLE papers ADD COLUMN jats_source TEXT;`,
  },
  {
    version: 19,
    name: 'keyword groups other than the author keywords; moved papers',
    sql: `
      -- An article's other <kwd-group>s (research organism, abbreviations, subject terms...), each with
      -- its title, shown as what they are beside the author keywords (docs/content.md).
      ALTER TABLE papers ADD COLUMN keyword_groups_json TEXT NOT NULL DEFAULT '[]';
      -- A re-imported article that moved to another issue keeps its id but gets a new unique id (and so
      -- PDF address); its old unique id is kept here so the old address answers 301 (docs/content.md).
      CREATE TABLE moved_papers (
        old_uniqueid TEXT PRIMARY KEY,
        paper_id INTEGER NOT NULL
      ) WITHOUT ROWID;`,
  },
  {
    version: 20,
    name: 'e-locations apart from pages',
    sql: ELOCATION_MIGRATION,
  },
  {
    version: 21,
    name: 'relations between notices and the articles they are about',
    sql: `
      -- A correction, retraction, expression of concern or addendum (notice_doi) and the article it is
      -- about (related_doi), by DOI so that either may be imported first (docs/content.md).
      CREATE TABLE article_relations (
        notice_doi TEXT NOT NULL,
        related_doi TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('correction', 'retraction', 'expression_of_concern', 'addendum')),
        related_title TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (notice_doi, related_doi)
      ) WITHOUT ROWID;
      CREATE INDEX article_relations_by_related ON article_relations (related_doi);`,
  },
  {
    version: 22,
    name: 'full-text index over keywords and full text as well',
    sql: `
      -- Search finds a work by its title, authors, keywords, abstract or full text, the same fields as
      -- PostgreSQL's search vector (docs/api.md, "Database engines"); the indexes are rebuilt.
      ${SEARCHED_TABLES.map((t) => sqliteSearchIndex(t, t.table === 'papers' ? PAPER_WORD_PREFIXES : '2 3')).join('\n')}`,
  },
  {
    version: 23,
    name: 'mail outbox',
    sql: `
      -- Mail to send, written in the transaction of the write that causes it and delivered by whichever
      -- API instance claims it first (mail/outbox.ts, docs/reliability.md "One outbox").
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        headers_json TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        claimed_until TEXT,
        sent_at TEXT,
        failed_at TEXT,
        last_error TEXT
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;`,
  },
];

/**
 * Applies the migrations this database lacks. Safe when several processes start on a fresh file at
 * once (the API's workers, a seed beside a running API): each migration runs in an IMMEDIATE
 * transaction, which takes the write lock before reading, and checks inside it whether another
 * process applied it meanwhile. Without that, two processes both saw version 1 missing and the second
 * crashed on "table issues already exists". A process that saw a migration missing may then wait for
 * the lock while another one, having applied them all, seeds the journal (seconds, several on a loaded
 * machine; seedIfEmpty in seed/index.ts): so the wait is raised for this step, as for the seed.
 */
export function migrate(db: Database.Database): number[] {
  // Every start of every worker comes here: when nothing is left to apply, one read and no write lock.
  if (pendingMigrations(db).length === 0) return [];
  const previous = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 300000');
  try {
    return applyPending(db);
  } finally {
    db.pragma(`busy_timeout = ${previous}`);
  }
}

function applyPending(db: Database.Database): number[] {
  db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`);
  }).immediate();
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').pluck();
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const applied = db
      .transaction(() => {
        if (isApplied.get(migration.version)) return false;
        db.exec(migration.sql);
        record.run(migration.version, migration.name, new Date().toISOString());
        return true;
      })
      .immediate();
    if (applied) ran.push(migration.version);
  }
  return ran;
}

/** The migrations a database has not applied yet (all of them for a new file), read without a lock. */
function pendingMigrations(db: Database.Database): Migration[] {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!hasTable) return migrations;
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  return migrations.filter((migration) => !applied.has(migration.version));
}
