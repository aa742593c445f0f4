import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { withPatience } from '../db/patience.ts';
import type { Db } from '../db/database.ts';
import { bumpContentVersion } from '../db/contentVersion.ts';
import { analyze } from '../db/postgres.ts';
import { storeJats } from '../jats/importJats.ts';
import { PAPER_KEYWORDS_FILL, authorshipFill } from '../db/migrations/derivedTables.ts';
import { insertPaperRows } from './bulkPapers.ts';
import { generateConferences } from './conferences.ts';
import { contentHash, seedContent, type ContentCounts } from './content.ts';
import { writeJats, withLastPage } from './jatsWriter.ts';
import { bulkIssuePlan, generatePapers, standardIssuePlan, type PaperDraft } from './papers.ts';
import { JOURNAL_SEED, createRng } from './prng.ts';
import { ReferenceLibrary } from './references.ts';
import { generateTheses } from './theses.ts';

export interface SeedOptions {
  /** Generate exactly this many archive papers (benchmark databases); default: the real journal plan. */
  papers?: number;
  /** Progress messages for the CLI. */
  log?: (message: string) => void;
  /** Also keep each paper's JATS file here, as `<unique id>.xml` (`seed --jats DIR`). */
  jatsDir?: string;
}

export interface SeedCounts extends ContentCounts {
  issues: number;
  papers: number;
  conferences: number;
  conferencePapers: number;
  theses: number;
}

const GENERATED_TABLES = [
  'papers',
  'issues',
  'conference_papers',
  'conferences',
  'theses',
  'blog_tags',
  'blog_posts',
  'topics',
  'editorial_members',
] as const;

const FTS_TABLES = ['papers', 'conference_papers', 'theses'] as const;

/**
 * FTS5 keeps the terms of the rows it indexes in memory and writes them out as a new segment whenever
 * they pass its hash size (1 MB by default), merging segments as they pile up (automerge). For the
 * rebuild the buffer holds a 100,000-paper journal's whole index (about 700 MB at its peak), so it is
 * written as one segment, and segments are not merged while it runs: a larger journal writes a few
 * large segments, merged once by the `optimize` that follows the seed. The full-text step of 100,000
 * papers takes 16 s where it took 24 s with a 64 MB buffer and merging, and the `optimize` nothing where
 * it took 6 s (docs/performance.md, "Benchmark journals"). Both settings are stored in the index's
 * config table, so they are set back to the defaults for the API's own writes (their rows stay: SQLite
 * lets no statement change an FTS5 shadow table directly).
 */
const REBUILD_SETTINGS = { hashsize: 1024 * 1024 * 1024, automerge: 0 };
const DEFAULT_SETTINGS = { hashsize: 1024 * 1024, automerge: 4 };

function setFullText(sqlite: NonNullable<Db['sqlite']>, fts: string, settings: typeof DEFAULT_SETTINGS): void {
  for (const [name, value] of Object.entries(settings))
    sqlite.exec(`INSERT INTO ${fts}(${fts}, rank) VALUES ('${name}', ${value})`);
}

function rebuildFullText(sqlite: NonNullable<Db['sqlite']>, fts: string): void {
  setFullText(sqlite, fts, REBUILD_SETTINGS);
  sqlite.exec(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
  setFullText(sqlite, fts, DEFAULT_SETTINGS);
}

/**
 * Runs `fn` with the full-text triggers of the seeded tables removed, then rebuilds the indexes in
 * one pass and restores the triggers. Indexing row by row through triggers is several times slower
 * for a benchmark load. The caller runs this inside one transaction, so a crash cannot leave the
 * database without its triggers. SQLite only: PostgreSQL's search vectors are kept by row triggers (db/searchDocuments.ts).
 */
async function withFullTextRebuild(db: Db, log: (message: string) => void, fn: () => Promise<void>): Promise<void> {
  if (!db.sqlite) return fn();
  const sqlite = db.sqlite;
  const triggers = sqlite
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (${FTS_TABLES.map(() => '?').join(', ')})`,
    )
    .all(...FTS_TABLES) as Array<{ name: string; sql: string }>;
  // The transaction is this connection's (Kysely's single SQLite connection), so these run inside it.
  for (const t of triggers) sqlite.exec(`DROP TRIGGER ${t.name}`);
  await fn();
  log('  rows written; indexing full text');
  for (const table of FTS_TABLES) {
    rebuildFullText(sqlite, `${table}_fts`);
    log(`  ${table}: full text indexed`);
  }
  // The same triggers keep authorships and paper keywords; rebuilt here in one pass each.
  sqlite.exec(`DELETE FROM authorships;
    ${authorshipFill('papers', 'paper_id', 'paper')} ${authorshipFill('theses', 'id', 'thesis')}
    ${authorshipFill('conference_papers', 'id', 'conference')}`);
  log('  authorships filled');
  sqlite.exec(`DELETE FROM paper_keywords; ${PAPER_KEYWORDS_FILL.replace('@where', '')}`);
  log('  paper keywords filled');
  for (const t of triggers) sqlite.exec(t.sql);
}

/**
 * Writes each paper as JATS and loads it through the importer (`storeJats`, the path of
 * `npm run import`), issue by issue: an article starts on the page after the one before it, and the
 * importer counts its pages from the layout of the PDF the API will typeset (docs/content.md).
 * A seeded file the importer refuses, or renders only in part, is a bug in the seed: it throws.
 */
async function importPapers(
  db: Db,
  drafts: Iterable<PaperDraft>,
  jatsDir: string | undefined,
  progress: (n: number) => void,
): Promise<number> {
  let count = 0;
  let issueKey = '';
  let page = 1;
  if (jatsDir) fs.mkdirSync(jatsDir, { recursive: true });
  for (const { article, updatedAt } of drafts) {
    const key = `${article.year}/${article.volume}/${article.issue}`;
    if (key !== issueKey) [issueKey, page] = [key, 1];
    const xml = writeJats({ ...article, fpage: page });
    const file = `${article.uniqueId}.xml`;
    const result = await storeJats(db, file, Buffer.from(xml), { updatedAt });
    if (!result.ok || result.warnings.length > 0 || !result.pages) {
      throw new Error(
        `The seed wrote a JATS file the importer does not fully read: ${result.error ?? result.warnings.join('; ')}`,
      );
    }
    const lpage = Number(result.pages.split('-')[1]);
    if (jatsDir) fs.writeFileSync(path.join(jatsDir, file), withLastPage(xml, page, lpage));
    page = lpage + 1;
    progress(++count);
  }
  return count;
}

/**
 * Seeds an empty database, once, however many processes start on it together: the check and the seed
 * run in one IMMEDIATE transaction, so the first process seeds and the others, waiting for the write
 * lock, find it seeded. The wait is raised for this step only (seeding the journal takes seconds).
 * Returns the counts when this process seeded, null when the database already was.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedCounts | null> {
  // The usual start: already seeded, seen with one read, without waiting for the write lock (that read
  // may still wait while another process checkpoints a first seed: hence the patience around it too).
  return withPatience(db.kysely, db.engine, async () => {
    if (await isSeeded(db)) return null;
    return db.transaction(async (tx) => ((await isSeeded(tx)) ? null : seedDatabase(tx, options)), { patient: true });
  });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const seeded = await db.kysely
    .selectFrom('seed_info')
    .select('key')
    .where('key', '=', 'seeded_at')
    .executeTakeFirst();
  return seeded !== undefined;
}

/**
 * Fills the database with the deterministic journal: the same options always give the same rows and
 * ids. Generated tables are emptied first, so the command can be re-run; contact messages and
 * newsletter subscribers are kept.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedCounts> {
  const log = options.log ?? (() => {});
  const root = createRng(JOURNAL_SEED);
  const papersRng = root.fork('papers');
  const conferencesRng = root.fork('conferences');
  const thesesRng = root.fork('theses');
  const library = new ReferenceLibrary(root.fork('references'));
  const textRng = root.fork('full text');
  const thesisTextRng = root.fork('thesis text');
  const conferenceTextRng = root.fork('conference text');
  const titles = new Set<string>();

  const plan = options.papers === undefined ? standardIssuePlan(papersRng) : bulkIssuePlan(options.papers);

  let papers = 0;
  let content: ContentCounts | undefined;
  let conferences: ReturnType<typeof generateConferences> = [];
  let theses: ReturnType<typeof generateTheses> = [];

  await db.transaction((tx) =>
    withFullTextRebuild(tx, log, async () => {
      for (const table of GENERATED_TABLES) await tx.kysely.deleteFrom(table).execute();
      await tx.kysely.deleteFrom('seed_info').execute();
      for (const { year, volume, issue, month } of plan) {
        await tx.kysely.insertInto('issues').values({ year, volume, issue, month }).execute();
      }

      const drafts = generatePapers(papersRng, textRng, plan, titles, library, options.papers === undefined);
      const progress = (n: number) => {
        if (n % 20000 === 0) log(`  ${n} papers`);
      };
      // A benchmark journal's rows are written as the importer would store them, many to a statement
      // (bulkPapers.ts); the journal's own papers (and --jats) go through the importer.
      papers =
        options.papers === undefined || options.jatsDir
          ? await importPapers(tx, drafts, options.jatsDir, progress)
          : await insertPaperRows(
              tx,
              // Loaded here only: the API's own start never takes this path (nor bundles the workers).
              (await import('./paperRowsInParallel.ts')).paperRowsInParallel(drafts),
              progress,
            );

      conferences = generateConferences(conferencesRng, conferenceTextRng, titles, library);
      for (const { conference, papers: rows } of conferences) {
        await tx.kysely.insertInto('conferences').values(conference).execute();
        for (const row of rows) await tx.kysely.insertInto('conference_papers').values(row).execute();
      }

      theses = generateTheses(thesesRng, thesisTextRng, titles, library);
      for (const row of theses) await tx.kysely.insertInto('theses').values(row).execute();

      content = await seedContent(tx);
      await tx.kysely
        .insertInto('seed_info')
        .values([
          { key: 'seed', value: String(JOURNAL_SEED) },
          { key: 'papers', value: String(papers) },
          { key: 'content_hash', value: contentHash() },
          { key: 'seeded_at', value: new Date().toISOString() },
        ])
        .execute();
      await bumpContentVersion(tx);
    }),
  );

  log('  committed; optimising');
  // Merge the full-text b-trees and refresh planner statistics once the bulk load is done.
  if (db.sqlite) {
    for (const table of FTS_TABLES) db.sqlite.exec(`INSERT INTO ${table}_fts(${table}_fts) VALUES ('optimize')`);
    log('  full text optimised');
  }
  // On PostgreSQL without the pool's statement limit: a large journal's ANALYZE may take longer.
  if (db.engine === 'postgres') await analyze(db);
  else await sql`ANALYZE`.execute(db.kysely);
  log('  analysed');

  return {
    issues: plan.length,
    papers,
    conferences: conferences.length,
    conferencePapers: conferences.reduce((n, c) => n + c.papers.length, 0),
    theses: theses.length,
    ...(content as ContentCounts),
  };
}
