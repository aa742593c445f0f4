import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { columnTypes } from './columnTypes.ts';
import { AUTHOR_SLOTS } from './derivedTables.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- a migration runs before, and regardless of, the typed schema */
type Table = CreateTableBuilder<any, any>;

/**
 * The journal's tables and indexes as they are at schema version 22, on either engine, with Kysely's
 * schema builder. What differs between the engines is spelled where it does: the column types
 * (columnTypes.ts), SQLite's WITHOUT ROWID for tables read by their composite key, SQLite's
 * COLLATE NOCASE where PostgreSQL has `citext`, PostgreSQL's identity ids for the tables it hands
 * ids out in, and the indexes each engine was given (listed in schemaEquality.test.ts).
 */
export async function createBaselineTables(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  const sqlite = engine === 'sqlite';
  /** SQLite stores a table keyed by a composite or text key in its key's B-tree, without a rowid. */
  const withoutRowid = (table: Table): Table => (sqlite ? table.modifyEnd(sql`WITHOUT ROWID`) : table);
  const authors = (table: Table): Table =>
    AUTHOR_SLOTS.reduce<Table>(
      (built, n) => built.addColumn(`author_${n}`, t.text, (c) => c.notNull().defaultTo('')),
      table,
    );
  /** Ids the API hands out itself (contact messages, subscribers): PostgreSQL's identity, SQLite's rowid. */
  const id = (table: Table): Table =>
    table.addColumn('id', t.integer, (c) => (sqlite ? c.primaryKey() : c.generatedByDefaultAsIdentity().primaryKey()));
  const kinds = sql`kind IN ('paper', 'thesis', 'conference')`;

  // One row per published issue: the archive index reads this small table, never the papers.
  await db.schema
    .createTable('issues')
    .addColumn('year', t.integer, (c) => c.notNull())
    .addColumn('volume', t.integer, (c) => c.notNull())
    .addColumn('issue', t.integer, (c) => c.notNull())
    .addColumn('month', t.text, (c) => c.notNull())
    .addPrimaryKeyConstraint('issues_pkey', ['year', 'volume', 'issue'])
    .$call(withoutRowid)
    .execute();

  await db.schema
    .createTable('papers')
    .addColumn('paper_id', t.integer, (c) => c.primaryKey())
    .addColumn('year', t.integer, (c) => c.notNull())
    .addColumn('volume', t.integer, (c) => c.notNull())
    .addColumn('issue', t.integer, (c) => c.notNull())
    .addColumn('seq', t.integer, (c) => c.notNull()) // order of the paper inside its issue
    .addColumn('paper_title', t.text, (c) => c.notNull())
    .addColumn('paper_abstract', t.text, (c) => c.notNull())
    .addColumn('paper_month', t.text, (c) => c.notNull())
    .addColumn('paper_author', t.text, (c) => c.notNull())
    .$call(authors)
    .addColumn('paper_url', t.text, (c) => c.notNull())
    .addColumn('paper_doi', t.text, (c) => c.notNull().unique())
    .addColumn('paper_doi_Link', t.text, (c) => c.notNull())
    .addColumn('is_deleted', t.integer, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_deleted IN (0, 1)`),
    )
    .addColumn('paper_articletype', t.text, (c) => c.notNull())
    .addColumn('paper_pages', t.text, (c) => c.notNull())
    .addColumn('paper_uniqueid', t.text, (c) => c.notNull().unique())
    .addColumn('paper_references', t.text, (c) => c.notNull())
    .addColumn('paper_citation', t.text, (c) => c.notNull())
    .addColumn('paper_designation', t.text, (c) => c.notNull())
    .addColumn('keywords', t.text, (c) => c.notNull().defaultTo('[]')) // JSON array of strings
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addColumn('updated_at', t.text, (c) => c.notNull())
    // What a JATS import adds (docs/content.md). JSON columns hold ordered lists.
    .addColumn('paper_subtitle', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('received_date', t.text) // YYYY-MM-DD (or YYYY-MM)
    .addColumn('accepted_date', t.text)
    .addColumn('published_date', t.text)
    .addColumn('authors_json', t.text, (c) => c.notNull().defaultTo('[]')) // [{name, orcid?, affiliations, corresponding}]
    .addColumn('references_json', t.text, (c) => c.notNull().defaultTo('[]')) // [{label, text, doi?, pmid?}]
    .addColumn('funding_json', t.text, (c) => c.notNull().defaultTo('[]')) // [{source, awardIds}]
    .addColumn('funding_statement', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('body_html', t.text, (c) => c.notNull().defaultTo('')) // written by the importer only
    .addColumn('toc_json', t.text, (c) => c.notNull().defaultTo('[]')) // [{id, title, level}]
    .addColumn('sections_json', t.text, (c) => c.notNull().defaultTo('[]')) // plain text, for the PDF
    .addColumn('licence_url', t.text, (c) => c.notNull().defaultTo(''))
    // The JATS file an imported paper came from, served as it is; NULL for papers typed in.
    .addColumn('jats_source', t.text)
    // An article's other <kwd-group>s, each with its title (docs/content.md).
    .addColumn('keyword_groups_json', t.text, (c) => c.notNull().defaultTo('[]'))
    // An article's e-location (article number), never read as a page (docs/content.md, "E-locations").
    .addColumn('paper_elocation', t.text, (c) => c.notNull().defaultTo(''))
    .addForeignKeyConstraint('papers_year_volume_issue_fkey', ['year', 'volume', 'issue'], 'issues', [
      'year',
      'volume',
      'issue',
    ])
    .execute();
  // Serves the issue listing (equality on year, volume, issue, is_deleted; ordered by seq) and its
  // count. On SQLite it holds the card's columns too, so the listing reads the index alone: an issue's
  // papers are neighbours in it, where the table spreads them over a page each.
  const card = sqlite
    ? ['paper_title', 'paper_uniqueid', 'paper_doi', 'paper_month', 'paper_pages', 'paper_url']
        .concat(AUTHOR_SLOTS.map((n) => `author_${n}`))
        .concat('paper_elocation')
    : [];
  await db.schema
    .createIndex('papers_by_issue')
    .unique()
    .on('papers')
    .columns(['year', 'volume', 'issue', 'is_deleted', 'seq', 'paper_id', ...card])
    .execute();
  // Searches set the deleted papers aside with this partial index, without reading the papers table.
  await db.schema
    .createIndex('papers_deleted')
    .on('papers')
    .column('paper_id')
    .where(sql<boolean>`is_deleted = 1`)
    .execute();
  // The importer finds the paper a JATS file updates by its DOI (PostgreSQL reads the unique key's index).
  if (sqlite) await db.schema.createIndex('papers_by_doi').on('papers').column('paper_doi').execute();
  // A re-imported article that moved to another issue keeps its id but gets a new unique id; the old
  // one is kept here so its old address answers 301 (docs/content.md).
  await db.schema
    .createTable('moved_papers')
    .addColumn('old_uniqueid', t.text, (c) => c.primaryKey())
    .addColumn('paper_id', t.integer, (c) => c.notNull())
    .$call(withoutRowid)
    .execute();
  // A correction, retraction, expression of concern or addendum (notice_doi) and the article it is
  // about (related_doi), by DOI so that either may be imported first (docs/content.md).
  await db.schema
    .createTable('article_relations')
    .addColumn('notice_doi', t.text, (c) => c.notNull())
    .addColumn('related_doi', t.text, (c) => c.notNull())
    .addColumn('type', t.text, (c) =>
      c.notNull().check(sql`type IN ('correction', 'retraction', 'expression_of_concern', 'addendum')`),
    )
    .addColumn('related_title', t.plainText, (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('article_relations_pkey', ['notice_doi', 'related_doi'])
    .$call(withoutRowid)
    .execute();
  await db.schema.createIndex('article_relations_by_related').on('article_relations').column('related_doi').execute();

  await db.schema
    .createTable('conferences')
    .addColumn('id', t.integer, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('short_name', t.text, (c) => c.notNull().unique())
    .addColumn('year', t.integer, (c) => c.notNull())
    .addColumn('volume', t.integer, (c) => c.notNull())
    .addColumn('issue', t.integer, (c) => c.notNull())
    .addColumn('month', t.text, (c) => c.notNull())
    .addColumn('location', t.text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('conference_papers')
    .addColumn('id', t.integer, (c) => c.primaryKey())
    .addColumn('conference_id', t.integer, (c) => c.notNull().references('conferences.id').onDelete('cascade'))
    .addColumn('seq', t.integer, (c) => c.notNull())
    .addColumn('uniqueid', t.text, (c) => c.notNull().unique())
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('authors', t.text, (c) => c.notNull()) // all authors, comma separated (indexed for search)
    .$call(authors)
    .addColumn('year', t.integer, (c) => c.notNull())
    .addColumn('month', t.text, (c) => c.notNull())
    .addColumn('pages', t.text, (c) => c.notNull())
    .addColumn('pdf_url', t.text, (c) => c.notNull())
    .addColumn('abstract', t.text, (c) => c.notNull())
    .addColumn('references_text', t.text, (c) => c.notNull())
    .addColumn('doi', t.text, (c) => c.notNull().unique())
    .addColumn('keywords', t.text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('designation', t.text, (c) => c.notNull())
    .addColumn('citation', t.text, (c) => c.notNull())
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addColumn('updated_at', t.text, (c) => c.notNull())
    .addColumn('sections_json', t.text, (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('conference_papers_by_conference')
    .unique()
    .on('conference_papers')
    .columns(['conference_id', 'seq', 'id'])
    .execute();

  await db.schema
    .createTable('theses')
    .addColumn('id', t.integer, (c) => c.primaryKey())
    .addColumn('year', t.integer, (c) => c.notNull())
    .addColumn('volume', t.integer, (c) => c.notNull())
    .addColumn('seq', t.integer, (c) => c.notNull())
    .addColumn('uniqueid', t.text, (c) => c.notNull().unique())
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('authors', t.text, (c) => c.notNull())
    .$call(authors)
    .addColumn('month', t.text, (c) => c.notNull())
    .addColumn('pages', t.text, (c) => c.notNull())
    .addColumn('paper_url', t.text, (c) => c.notNull())
    .addColumn('abstract', t.text, (c) => c.notNull())
    .addColumn('degree', t.text, (c) => c.notNull())
    .addColumn('institution', t.text, (c) => c.notNull())
    .addColumn('supervisor', t.text, (c) => c.notNull())
    .addColumn('references_text', t.text, (c) => c.notNull())
    .addColumn('keywords', t.text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addColumn('updated_at', t.text, (c) => c.notNull())
    .addColumn('sections_json', t.text, (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('theses_by_volume')
    .unique()
    .on('theses')
    .columns(['year', 'volume', 'seq', 'id'])
    .execute();

  await db.schema
    .createTable('topics')
    .addColumn('id', t.integer, (c) => c.primaryKey())
    .addColumn('slug', t.text, (c) => c.notNull().unique())
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('category', t.text, (c) => c.notNull())
    .addColumn('meta_title', t.text, (c) => c.notNull())
    .addColumn('meta_description', t.text, (c) => c.notNull())
    .addColumn('content', t.text, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', t.integer, (c) => c.primaryKey())
    .addColumn('slug', t.text, (c) => c.notNull().unique())
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('excerpt', t.text, (c) => c.notNull())
    .addColumn('author', t.text, (c) => c.notNull())
    .addColumn('published_at', t.text, (c) => c.notNull())
    .addColumn('content', t.text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blog_posts_by_date')
    .on('blog_posts')
    .columns(['published_at desc', 'id desc'])
    .execute();
  await db.schema
    .createTable('blog_tags')
    .addColumn('tag', t.text, (c) => c.notNull())
    .addColumn('post_id', t.integer, (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('position', t.integer, (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_tags_pkey', ['tag', 'post_id'])
    .$call(withoutRowid)
    .execute();
  await db.schema.createIndex('blog_tags_by_post').on('blog_tags').columns(['post_id', 'position']).execute();
  await db.schema
    .createTable('editorial_members')
    .addColumn('member_id', t.integer, (c) => c.primaryKey())
    .addColumn('slug', t.text, (c) => c.notNull().unique())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('role', t.text, (c) => c.notNull())
    .addColumn('role_rank', t.integer, (c) => c.notNull()) // Editor-in-Chief first on the board page
    .addColumn('affiliation', t.text, (c) => c.notNull())
    .addColumn('country', t.text, (c) => c.notNull())
    .addColumn('expertise', t.text, (c) => c.notNull()) // JSON array of strings
    .addColumn('bio', t.text, (c) => c.notNull())
    .addColumn('orcid', t.text)
    .execute();

  await db.schema
    .createTable('contact_messages')
    .$call(id)
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('email', t.email, (c) => c.notNull())
    .addColumn('subject', t.text, (c) => c.notNull())
    .addColumn('message', t.text, (c) => c.notNull())
    .addColumn('client_ip', t.text)
    .addColumn('created_at', t.text, (c) => c.notNull())
    // Duplicate detection: the same sender and text within 24 hours is stored once.
    .addColumn('text_hash', t.text)
    .execute();
  await db.schema
    .createIndex('contact_messages_by_sender')
    .on('contact_messages')
    .$call((index) =>
      sqlite
        ? index.expression(sql`email COLLATE NOCASE, text_hash, created_at`)
        : index.columns(['email', 'text_hash', 'created_at']),
    )
    .execute();
  if (!sqlite) {
    await db.schema
      .createIndex('contact_messages_by_text')
      .on('contact_messages')
      .columns(['text_hash', 'created_at'])
      .execute();
  }
  // Retention: client_ip is dropped after 30 days (jobs/retention.ts reads this index).
  await db.schema
    .createIndex('contact_messages_ip_by_date')
    .on('contact_messages')
    .column('created_at')
    .where(sql<boolean>`client_ip IS NOT NULL`)
    .execute();
  // An address is subscribed once confirmed_at is set. confirm_token_hash is the SHA-256 of the
  // single-use token mailed to the address (cleared once used); unsubscribe_token is in every
  // message's one-click unsubscribe link.
  await db.schema
    .createTable('newsletter_subscribers')
    .$call(id)
    .addColumn('email', t.email, (c) =>
      sqlite
        ? c
            .notNull()
            .unique()
            .modifyEnd(sql`COLLATE NOCASE`)
        : c.notNull().unique(),
    )
    .addColumn('client_ip', t.text)
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addColumn('confirmed_at', t.text)
    .addColumn('confirm_token_hash', t.text)
    .addColumn('unsubscribe_token', t.text)
    .execute();
  await db.schema
    .createIndex('newsletter_by_confirm_token')
    .unique()
    .on('newsletter_subscribers')
    .column('confirm_token_hash')
    .where(sql<boolean>`confirm_token_hash IS NOT NULL`)
    .execute();
  await db.schema
    .createIndex('newsletter_by_unsubscribe_token')
    .unique()
    .on('newsletter_subscribers')
    .column('unsubscribe_token')
    .execute();
  await db.schema
    .createIndex('newsletter_unconfirmed_by_date')
    .on('newsletter_subscribers')
    .column('created_at')
    .where(sql<boolean>`confirmed_at IS NULL`)
    .execute();

  await db.schema
    .createTable('seed_info')
    .addColumn('key', t.text, (c) => c.primaryKey())
    .addColumn('value', t.text, (c) => c.notNull())
    .execute();

  // One row per route and client (an IPv4 address or an IPv6 /64): see http/rateLimitStore.ts.
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('route', t.text, (c) => c.notNull())
    .addColumn('client', t.text, (c) => c.notNull())
    .addColumn('window_start_ms', t.bigint, (c) => c.notNull())
    .addColumn('hits', t.integer, (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_hits_pkey', ['route', 'client'])
    .$call(withoutRowid)
    .execute();
  await db.schema.createIndex('rate_limit_hits_by_start').on('rate_limit_hits').column('window_start_ms').execute();

  // Who wrote what, across papers, theses and conference papers, keyed by author_key(name): the name
  // without case or diacritics (the slug of /authors/<slug>). Kept in step by triggers.
  await db.schema
    .createTable('authorships')
    .addColumn('author_key', t.text, (c) => c.notNull())
    .addColumn('kind', t.text, (c) => c.notNull().check(kinds))
    .addColumn('item_id', t.integer, (c) => c.notNull())
    .addColumn('position', t.integer, (c) => c.notNull())
    .addColumn('name', t.text, (c) => c.notNull())
    .addPrimaryKeyConstraint('authorships_pkey', ['author_key', 'kind', 'item_id', 'position'])
    .$call(withoutRowid)
    .execute();
  // Co-authors: the other authors of one item.
  await db.schema.createIndex('authorships_by_item').on('authorships').columns(['kind', 'item_id']).execute();
  // Related papers: papers sharing keywords (lowercased), found without reading the papers table.
  await db.schema
    .createTable('paper_keywords')
    .addColumn('keyword', t.text, (c) => c.notNull())
    .addColumn('paper_id', t.integer, (c) => c.notNull())
    .addPrimaryKeyConstraint('paper_keywords_pkey', ['keyword', 'paper_id'])
    .$call(withoutRowid)
    .execute();
  await db.schema.createIndex('paper_keywords_by_paper').on('paper_keywords').column('paper_id').execute();

  // Views and downloads counted under COUNTER R5 rules (docs/discoverability.md, "Usage counts"):
  // totals per work and month; no reader, address or time of a single use is kept here.
  await db.schema
    .createTable('usage_monthly')
    .addColumn('kind', t.text, (c) => c.notNull().check(kinds))
    .addColumn('work_id', t.integer, (c) => c.notNull())
    .addColumn('month', t.text, (c) => c.notNull())
    .addColumn('views', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', t.integer, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('usage_monthly_pkey', ['kind', 'work_id', 'month'])
    .$call(withoutRowid)
    .execute();
  // The double-click rule: a reader's last use of a work, kept 30 seconds. The reader is a hash of the
  // address and user agent salted with the day's salt, never the address.
  await db.schema
    .createTable('usage_last_use')
    .addColumn('reader', t.blob, (c) => c.notNull())
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('work_id', t.integer, (c) => c.notNull())
    .addColumn('metric', t.text, (c) => c.notNull())
    .addColumn('at_ms', t.bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_last_use_pkey', ['reader', 'kind', 'work_id', 'metric'])
    .$call(withoutRowid)
    .execute();
  await db.schema.createIndex('usage_last_use_by_time').on('usage_last_use').column('at_ms').execute();
  // One random salt per UTC day, shared by every API process; yesterday's is deleted.
  await db.schema
    .createTable('usage_salts')
    .addColumn('day', t.text, (c) => c.primaryKey())
    .addColumn('salt', t.blob, (c) => c.notNull())
    .$call(withoutRowid)
    .execute();
}
