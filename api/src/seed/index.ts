import fs from 'node:fs';
import path from 'node:path';
import { withPatience } from '../db/connection.ts';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statements.ts';
import { bumpContentVersion } from '../db/contentVersion.ts';
import { storeJats } from '../jats/importJats.ts';
import { PAPER_KEYWORDS_FILL, authorshipFill } from '../db/migrations.ts';
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
];

/** author_1 to author_6, in slot order. */
const AUTHOR_COLUMNS = [1, 2, 3, 4, 5, 6].map((slot) => `author_${slot}`);

const CONFERENCE_PAPER_COLUMNS = [
  'id',
  'conference_id',
  'seq',
  'uniqueid',
  'title',
  'authors',
  ...AUTHOR_COLUMNS,
  'year',
  'month',
  'pages',
  'pdf_url',
  'abstract',
  'references_text',
  'doi',
  'keywords',
  'designation',
  'citation',
  'created_at',
  'updated_at',
  'sections_json',
];

const THESIS_COLUMNS = [
  'id',
  'year',
  'volume',
  'seq',
  'uniqueid',
  'title',
  'authors',
  ...AUTHOR_COLUMNS,
  'month',
  'pages',
  'paper_url',
  'abstract',
  'degree',
  'institution',
  'supervisor',
  'references_text',
  'keywords',
  'created_at',
  'updated_at',
  'sections_json',
];

function insertStatement(db: Db, table: string, columns: readonly string[]) {
  return statement(
    db,
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
}

const FTS_TABLES = ['papers', 'conference_papers', 'theses'] as const;

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
  for (const table of FTS_TABLES) sqlite.exec(`INSERT INTO ${table}_fts(${table}_fts) VALUES ('rebuild')`);
  // The same triggers keep authorships and paper keywords; rebuilt here in one pass each.
  sqlite.exec(`DELETE FROM authorships; DELETE FROM paper_keywords;
    ${authorshipFill('papers', 'paper_id', 'paper')} ${authorshipFill('theses', 'id', 'thesis')}
    ${authorshipFill('conference_papers', 'id', 'conference')} ${PAPER_KEYWORDS_FILL.replace('@where', '')}`);
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
  // The usual start: already seeded, seen with one read, without waiting for the write lock.
  if (await isSeeded(db)) return null;
  return withPatience(db, () =>
    db.transaction(async (tx) => ((await isSeeded(tx)) ? null : seedDatabase(tx, options))),
  );
}

export async function isSeeded(db: Db): Promise<boolean> {
  return (await statement(db, "SELECT 1 FROM seed_info WHERE key = 'seeded_at'").get()) !== undefined;
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
      for (const table of GENERATED_TABLES) await statement(tx, `DELETE FROM ${table}`).run();
      await statement(tx, 'DELETE FROM seed_info').run();
      const insertIssue = statement(
        tx,
        'INSERT INTO issues (year, volume, issue, month) VALUES (@year, @volume, @issue, @month)',
      );
      for (const { count: _count, ...issue } of plan) await insertIssue.run(issue);

      papers = await importPapers(
        tx,
        generatePapers(papersRng, textRng, plan, titles, library, options.papers === undefined),
        options.jatsDir,
        (n) => {
          if (n % 20000 === 0) log(`  ${n} papers`);
        },
      );

      conferences = generateConferences(conferencesRng, conferenceTextRng, titles, library);
      const insertConference = insertStatement(tx, 'conferences', [
        'id',
        'name',
        'short_name',
        'year',
        'volume',
        'issue',
        'month',
        'location',
      ]);
      const insertConferencePaper = insertStatement(tx, 'conference_papers', CONFERENCE_PAPER_COLUMNS);
      for (const { conference, papers: rows } of conferences) {
        await insertConference.run(conference);
        for (const row of rows) await insertConferencePaper.run(row);
      }

      theses = generateTheses(thesesRng, thesisTextRng, titles, library);
      const insertThesis = insertStatement(tx, 'theses', THESIS_COLUMNS);
      for (const row of theses) await insertThesis.run(row);

      content = await seedContent(tx);
      const info = statement(tx, 'INSERT INTO seed_info (key, value) VALUES (?, ?)');
      await info.run(['seed', String(JOURNAL_SEED)]);
      await info.run(['papers', String(papers)]);
      await info.run(['content_hash', contentHash()]);
      await info.run(['seeded_at', new Date().toISOString()]);
      await bumpContentVersion(tx);
    }),
  );

  log('  committed; optimising');
  // Merge the full-text b-trees and refresh planner statistics once the bulk load is done.
  if (db.sqlite) {
    for (const table of FTS_TABLES) db.sqlite.exec(`INSERT INTO ${table}_fts(${table}_fts) VALUES ('optimize')`);
  }
  await statement(db, 'ANALYZE').run();

  return {
    issues: plan.length,
    papers,
    conferences: conferences.length,
    conferencePapers: conferences.reduce((n, c) => n + c.papers.length, 0),
    theses: theses.length,
    ...(content as ContentCounts),
  };
}
