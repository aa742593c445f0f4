import { POSTGRES_JSON_STRINGS, SEARCHED_TABLES, postgresSearchIndex } from '../searchIndex.ts';
import { AUTHOR_SLOTS } from './derivedTables.ts';

/**
 * What PostgreSQL needs before the tables: its extensions, the `ctext` domain (text compared byte by
 * byte, as SQLite does), and the functions the search vectors are computed with: `search_words` cuts
 * a text into words as FTS5's unicode61 tokenizer does (letters and digits of any script, everything
 * else a space: PostgreSQL's parser alone keeps "2.5", e-mail addresses and paths as single tokens),
 * `journal_search` is the simple dictionary without diacritics, and `author_key` the author slug
 * (shared/src/text/authorSlug.ts) in SQL: letters Unicode does not decompose folded first, then
 * diacritics removed, lowercase, runs of anything else one hyphen.
 */
export const POSTGRES_BEFORE_TABLES = `
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE EXTENSION IF NOT EXISTS citext;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE DOMAIN ctext AS text COLLATE "C";
  -- The ICU root collation classifies letters of every script, whatever the database's locale.
  CREATE FUNCTION search_words(words text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT regexp_replace(words COLLATE "und-x-icu", '[^[:alnum:]]+', ' ', 'g')
  $$;
  CREATE TEXT SEARCH CONFIGURATION journal_search (COPY = simple);
  ALTER TEXT SEARCH CONFIGURATION journal_search
    ALTER MAPPING FOR word, hword, hword_part, asciiword, asciihword, hword_asciipart, numword, hword_numpart
    WITH unaccent, simple;
  CREATE FUNCTION author_key(name text) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT trim(BOTH '-' FROM regexp_replace(lower(unaccent(
      replace(replace(replace(replace(replace(replace(replace(
        translate(name, 'ıøØłŁđĐðÐħĦ', 'ioollddddhh'),
        'þ', 'th'), 'Þ', 'th'), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe')
    ) COLLATE "C"), '[^a-z0-9]+', '-', 'g'))
  $$;
  ${POSTGRES_JSON_STRINGS}`;

const AUTHOR_LIST = AUTHOR_SLOTS.map((n) => `author_${n}`).join(', ');

const authorshipTrigger = (table: string, key: string, kind: string) => `
  CREATE TRIGGER ${table}_authors AFTER INSERT OR DELETE OR UPDATE OF ${AUTHOR_LIST} ON ${table}
    FOR EACH ROW EXECUTE FUNCTION refresh_authorships('${kind}', '${key}');`;

/**
 * What PostgreSQL adds to the tables: the stored search vectors and their GIN indexes
 * (searchIndex.ts), and the PL/pgSQL triggers that keep authorships and paper keywords, as SQLite's
 * triggers do (sqliteTriggers.ts).
 */
export const POSTGRES_AFTER_TABLES = `
  ${SEARCHED_TABLES.map(postgresSearchIndex).join('\n')}
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
  ${authorshipTrigger('papers', 'paper_id', 'paper')}
  ${authorshipTrigger('theses', 'id', 'thesis')}
  ${authorshipTrigger('conference_papers', 'id', 'conference')}
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
    FOR EACH ROW EXECUTE FUNCTION refresh_paper_keywords();`;
