/**
 * The PostgreSQL schema, as numbered migrations beside the SQLite ones (migrations.ts). Version 19 is
 * the whole schema of SQLite migrations 1 to 19 at once (a PostgreSQL database is always created
 * new, or filled by `npm run db:copy`); every later version has the same number and the same effect
 * on both engines. To add one: append version N to `migrations` in migrations.ts and to this list
 * (docs/api.md, "Migrations"); the migration test checks that both lists end at the same version.
 *
 * Differences from SQLite, each for the same answers:
 * - text columns are `ctext` (text compared and sorted byte by byte, COLLATE "C", as SQLite does);
 *   e-mail addresses are `citext` (SQLite's COLLATE NOCASE);
 * - full text: a stored, weighted tsvector per searchable table (since version 22 title A, authors and
 *   keywords B, abstract C, full text D: the fields and order of weights of SQLite's FTS5 index;
 *   searchIndex.ts) with a GIN index, in the `journal_search`
 *   configuration (the simple dictionary without diacritics, as FTS5's unicode61 remove_diacritics),
 *   over the text cut into words as FTS5 cuts it (search_words);
 * - authorships and paper keywords are kept by PL/pgSQL triggers; `author_key` is the author slug
 *   (shared/src/text/authorSlug.ts) written in SQL with `unaccent`.
 */
import { POSTGRES_JSON_STRINGS, SEARCHED_TABLES, postgresSearchIndex } from './searchIndex.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const AUTHOR_COLUMNS = [1, 2, 3, 4, 5, 6].map((n) => `author_${n} ctext NOT NULL DEFAULT ''`).join(', ');
const AUTHOR_LIST = [1, 2, 3, 4, 5, 6].map((n) => `author_${n}`).join(', ');

/** The weighted search vector of a table: title A, authors B, abstract C, each cut into words by search_words. */
const searchVector = (title: string, authors: string, abstract: string) => `search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('journal_search', search_words(${title})), 'A') ||
    setweight(to_tsvector('journal_search', search_words(${authors})), 'B') ||
    setweight(to_tsvector('journal_search', search_words(${abstract})), 'C')) STORED`;

const authorshipTriggers = (table: string, key: string, kind: string) => `
  CREATE TRIGGER ${table}_authors AFTER INSERT OR DELETE OR UPDATE OF ${AUTHOR_LIST} ON ${table}
    FOR EACH ROW EXECUTE FUNCTION refresh_authorships('${kind}', '${key}');`;

export const postgresMigrations: Migration[] = [
  {
    version: 19,
    name: 'the schema of SQLite migrations 1 to 19',
    sql: `
      CREATE EXTENSION IF NOT EXISTS unaccent;
      CREATE EXTENSION IF NOT EXISTS citext;
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE DOMAIN ctext AS text COLLATE "C";
      -- The words of a text as FTS5's unicode61 tokenizer and the API's tokenizer see them: letters and
      -- digits of any script, everything else a space. PostgreSQL's parser alone would keep "2.5",
      -- e-mail addresses and paths as single tokens, and a reader's "2" would not find them. The ICU
      -- root collation classifies letters of every script, whatever the database's locale.
      CREATE FUNCTION search_words(words text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT regexp_replace(words COLLATE "und-x-icu", '[^[:alnum:]]+', ' ', 'g')
      $$;
      CREATE TEXT SEARCH CONFIGURATION journal_search (COPY = simple);
      ALTER TEXT SEARCH CONFIGURATION journal_search
        ALTER MAPPING FOR word, hword, hword_part, asciiword, asciihword, hword_asciipart, numword, hword_numpart
        WITH unaccent, simple;

      CREATE TABLE issues (
        year integer NOT NULL, volume integer NOT NULL, issue integer NOT NULL, month ctext NOT NULL,
        PRIMARY KEY (year, volume, issue)
      );
      CREATE TABLE papers (
        paper_id integer PRIMARY KEY,
        year integer NOT NULL, volume integer NOT NULL, issue integer NOT NULL,
        seq integer NOT NULL,
        paper_title ctext NOT NULL,
        paper_abstract ctext NOT NULL,
        paper_month ctext NOT NULL,
        paper_author ctext NOT NULL,
        ${AUTHOR_COLUMNS},
        paper_url ctext NOT NULL,
        paper_doi ctext NOT NULL UNIQUE,
        "paper_doi_Link" ctext NOT NULL,
        is_deleted integer NOT NULL DEFAULT 0 CHECK (is_deleted IN (0, 1)),
        paper_articletype ctext NOT NULL,
        paper_pages ctext NOT NULL,
        paper_uniqueid ctext NOT NULL UNIQUE,
        paper_references ctext NOT NULL,
        paper_citation ctext NOT NULL,
        paper_designation ctext NOT NULL,
        keywords ctext NOT NULL DEFAULT '[]',
        created_at ctext NOT NULL,
        updated_at ctext NOT NULL,
        paper_subtitle ctext NOT NULL DEFAULT '',
        received_date ctext, accepted_date ctext, published_date ctext,
        authors_json ctext NOT NULL DEFAULT '[]',
        references_json ctext NOT NULL DEFAULT '[]',
        funding_json ctext NOT NULL DEFAULT '[]',
        funding_statement ctext NOT NULL DEFAULT '',
        body_html ctext NOT NULL DEFAULT '',
        toc_json ctext NOT NULL DEFAULT '[]',
        sections_json ctext NOT NULL DEFAULT '[]',
        licence_url ctext NOT NULL DEFAULT '',
        jats_source ctext,
        keyword_groups_json ctext NOT NULL DEFAULT '[]',
        ${searchVector('paper_title', 'paper_author', 'paper_abstract')},
        FOREIGN KEY (year, volume, issue) REFERENCES issues (year, volume, issue)
      );
      CREATE UNIQUE INDEX papers_by_issue ON papers (year, volume, issue, is_deleted, seq, paper_id);
      CREATE INDEX papers_deleted ON papers (paper_id) WHERE is_deleted = 1;
      CREATE INDEX papers_search ON papers USING gin (search);

      CREATE TABLE conferences (
        id integer PRIMARY KEY, name ctext NOT NULL, short_name ctext NOT NULL UNIQUE,
        year integer NOT NULL, volume integer NOT NULL, issue integer NOT NULL,
        month ctext NOT NULL, location ctext NOT NULL
      );
      CREATE TABLE conference_papers (
        id integer PRIMARY KEY,
        conference_id integer NOT NULL REFERENCES conferences(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        uniqueid ctext NOT NULL UNIQUE,
        title ctext NOT NULL,
        authors ctext NOT NULL,
        ${AUTHOR_COLUMNS},
        year integer NOT NULL, month ctext NOT NULL, pages ctext NOT NULL, pdf_url ctext NOT NULL,
        abstract ctext NOT NULL, references_text ctext NOT NULL, doi ctext NOT NULL UNIQUE,
        keywords ctext NOT NULL DEFAULT '[]', designation ctext NOT NULL, citation ctext NOT NULL,
        created_at ctext NOT NULL, updated_at ctext NOT NULL,
        sections_json ctext NOT NULL DEFAULT '[]',
        ${searchVector('title', 'authors', 'abstract')}
      );
      CREATE UNIQUE INDEX conference_papers_by_conference ON conference_papers (conference_id, seq, id);
      CREATE INDEX conference_papers_search ON conference_papers USING gin (search);

      CREATE TABLE theses (
        id integer PRIMARY KEY,
        year integer NOT NULL, volume integer NOT NULL, seq integer NOT NULL,
        uniqueid ctext NOT NULL UNIQUE, title ctext NOT NULL, authors ctext NOT NULL,
        ${AUTHOR_COLUMNS},
        month ctext NOT NULL, pages ctext NOT NULL, paper_url ctext NOT NULL, abstract ctext NOT NULL,
        degree ctext NOT NULL, institution ctext NOT NULL, supervisor ctext NOT NULL,
        references_text ctext NOT NULL, keywords ctext NOT NULL DEFAULT '[]',
        created_at ctext NOT NULL, updated_at ctext NOT NULL,
        sections_json ctext NOT NULL DEFAULT '[]',
        ${searchVector('title', 'authors', 'abstract')}
      );
      CREATE UNIQUE INDEX theses_by_volume ON theses (year, volume, seq, id);
      CREATE INDEX theses_search ON theses USING gin (search);

      CREATE TABLE topics (
        id integer PRIMARY KEY, slug ctext NOT NULL UNIQUE, title ctext NOT NULL, category ctext NOT NULL,
        meta_title ctext NOT NULL, meta_description ctext NOT NULL, content ctext NOT NULL
      );
      CREATE TABLE blog_posts (
        id integer PRIMARY KEY, slug ctext NOT NULL UNIQUE, title ctext NOT NULL, excerpt ctext NOT NULL,
        author ctext NOT NULL, published_at ctext NOT NULL, content ctext NOT NULL
      );
      CREATE INDEX blog_posts_by_date ON blog_posts (published_at DESC, id DESC);
      CREATE TABLE blog_tags (
        tag ctext NOT NULL,
        post_id integer NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
        position integer NOT NULL,
        PRIMARY KEY (tag, post_id)
      );
      CREATE INDEX blog_tags_by_post ON blog_tags (post_id, position);
      CREATE TABLE editorial_members (
        member_id integer PRIMARY KEY, slug ctext NOT NULL UNIQUE, name ctext NOT NULL, role ctext NOT NULL,
        role_rank integer NOT NULL, affiliation ctext NOT NULL, country ctext NOT NULL,
        expertise ctext NOT NULL, bio ctext NOT NULL, orcid ctext
      );

      CREATE TABLE contact_messages (
        id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        name ctext NOT NULL, email citext NOT NULL, subject ctext NOT NULL, message ctext NOT NULL,
        client_ip ctext, created_at ctext NOT NULL, text_hash ctext
      );
      CREATE INDEX contact_messages_by_sender ON contact_messages (email, text_hash, created_at);
      CREATE INDEX contact_messages_by_text ON contact_messages (text_hash, created_at);
      CREATE INDEX contact_messages_ip_by_date ON contact_messages (created_at) WHERE client_ip IS NOT NULL;
      CREATE TABLE newsletter_subscribers (
        id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        email citext NOT NULL UNIQUE, client_ip ctext, created_at ctext NOT NULL,
        confirmed_at ctext, confirm_token_hash ctext, unsubscribe_token ctext
      );
      CREATE UNIQUE INDEX newsletter_by_confirm_token ON newsletter_subscribers (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
      CREATE UNIQUE INDEX newsletter_by_unsubscribe_token ON newsletter_subscribers (unsubscribe_token);
      CREATE INDEX newsletter_unconfirmed_by_date ON newsletter_subscribers (created_at) WHERE confirmed_at IS NULL;

      CREATE TABLE seed_info (key ctext PRIMARY KEY, value ctext NOT NULL);

      CREATE TABLE rate_limit_hits (
        route ctext NOT NULL, client ctext NOT NULL, window_start_ms bigint NOT NULL, hits integer NOT NULL,
        PRIMARY KEY (route, client)
      );
      CREATE INDEX rate_limit_hits_by_start ON rate_limit_hits (window_start_ms);

      -- The author slug (shared/src/text/authorSlug.ts): letters Unicode does not decompose folded first,
      -- then diacritics removed, lowercase, runs of anything else one hyphen.
      CREATE FUNCTION author_key(name text) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT trim(BOTH '-' FROM regexp_replace(lower(unaccent(
          replace(replace(replace(replace(replace(replace(replace(
            translate(name, 'ıøØłŁđĐðÐħĦ', 'ioollddddhh'),
            'þ', 'th'), 'Þ', 'th'), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe')
        ) COLLATE "C"), '[^a-z0-9]+', '-', 'g'))
      $$;
      CREATE TABLE authorships (
        author_key ctext NOT NULL,
        kind ctext NOT NULL CHECK (kind IN ('paper', 'thesis', 'conference')),
        item_id integer NOT NULL, position integer NOT NULL, name ctext NOT NULL,
        PRIMARY KEY (author_key, kind, item_id, position)
      );
      CREATE INDEX authorships_by_item ON authorships (kind, item_id);
      -- TG_ARGV: the kind, and the table's key column.
      CREATE FUNCTION refresh_authorships() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          DELETE FROM authorships WHERE kind = TG_ARGV[0] AND item_id = (to_jsonb(OLD) ->> TG_ARGV[1])::integer;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO authorships (author_key, kind, item_id, position, name)
            SELECT author_key(a.name), TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::integer, a.position, a.name
            FROM (VALUES (1, trim(NEW.author_1)), (2, trim(NEW.author_2)), (3, trim(NEW.author_3)),
                         (4, trim(NEW.author_4)), (5, trim(NEW.author_5)), (6, trim(NEW.author_6))) AS a(position, name)
            WHERE author_key(a.name) <> ''
            ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$;
      ${authorshipTriggers('papers', 'paper_id', 'paper')}
      ${authorshipTriggers('theses', 'id', 'thesis')}
      ${authorshipTriggers('conference_papers', 'id', 'conference')}

      CREATE TABLE paper_keywords (
        keyword ctext NOT NULL, paper_id integer NOT NULL, PRIMARY KEY (keyword, paper_id)
      );
      CREATE INDEX paper_keywords_by_paper ON paper_keywords (paper_id);
      CREATE FUNCTION refresh_paper_keywords() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          DELETE FROM paper_keywords WHERE paper_id = OLD.paper_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          -- lower() of ASCII letters only, as SQLite's.
          INSERT INTO paper_keywords (keyword, paper_id)
            SELECT lower(trim(k) COLLATE "C"), NEW.paper_id FROM jsonb_array_elements_text(NEW.keywords::jsonb) AS k
            ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER papers_keywords AFTER INSERT OR DELETE OR UPDATE OF keywords ON papers
        FOR EACH ROW EXECUTE FUNCTION refresh_paper_keywords();

      CREATE TABLE usage_monthly (
        kind ctext NOT NULL CHECK (kind IN ('paper', 'thesis', 'conference')),
        work_id integer NOT NULL, month ctext NOT NULL,
        views integer NOT NULL DEFAULT 0, downloads integer NOT NULL DEFAULT 0,
        PRIMARY KEY (kind, work_id, month)
      );
      CREATE TABLE usage_last_use (
        reader bytea NOT NULL, kind ctext NOT NULL, work_id integer NOT NULL, metric ctext NOT NULL,
        at_ms bigint NOT NULL,
        PRIMARY KEY (reader, kind, work_id, metric)
      );
      CREATE INDEX usage_last_use_by_time ON usage_last_use (at_ms);
      CREATE TABLE usage_salts (day ctext PRIMARY KEY, salt bytea NOT NULL);

      CREATE TABLE moved_papers (old_uniqueid ctext PRIMARY KEY, paper_id integer NOT NULL);`,
  },
  {
    version: 20,
    name: 'e-locations apart from pages',
    sql: `
      -- An article's e-location in a column of its own; imported papers without a first page move
      -- theirs out of paper_pages (SQLite migration 20, docs/content.md "E-locations").
      ALTER TABLE papers ADD COLUMN paper_elocation ctext NOT NULL DEFAULT '';
      UPDATE papers SET paper_elocation = paper_pages, paper_pages = ''
        WHERE jats_source IS NOT NULL AND paper_pages <> '' AND paper_pages NOT LIKE '%-%';`,
  },
  {
    version: 21,
    name: 'relations between notices and the articles they are about',
    sql: `
      CREATE TABLE article_relations (
        notice_doi ctext NOT NULL,
        related_doi ctext NOT NULL,
        type ctext NOT NULL CHECK (type IN ('correction', 'retraction', 'expression_of_concern', 'addendum')),
        related_title text NOT NULL DEFAULT '',
        PRIMARY KEY (notice_doi, related_doi)
      );
      CREATE INDEX article_relations_by_related ON article_relations (related_doi);`,
  },
  {
    version: 22,
    name: 'full-text index over keywords and full text as well',
    sql: `${POSTGRES_JSON_STRINGS}
      ${SEARCHED_TABLES.map(postgresSearchIndex).join('\n')}`,
  },
  {
    version: 23,
    name: 'mail outbox',
    sql: `
      CREATE TABLE mail_outbox (
        id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        recipient citext NOT NULL, subject ctext NOT NULL, body ctext NOT NULL,
        headers_json ctext NOT NULL DEFAULT '{}', created_at ctext NOT NULL,
        attempts integer NOT NULL DEFAULT 0, next_attempt_at ctext NOT NULL, claimed_until ctext,
        sent_at ctext, failed_at ctext, last_error ctext
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;`,
  },
];

