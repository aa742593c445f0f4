import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql, type Compilable, type RawBuilder } from 'kysely';
import pg from 'pg';
import { createSiteSearch, postgresSiteSearch } from '../discovery/siteSearch.ts';
import { archiveQueries, createArchiveRepo, paperSearch } from '../repos/archive.ts';
import { conferenceQueries } from '../repos/conference.ts';
import { thesisQueries } from '../repos/thesis.ts';
import { postgresSearchQueries } from '../search/rankedSearch.ts';
import { openSeededTestDatabase, postgresUrl } from '../test/testDatabase.ts';
import type { Db } from './database.ts';

/**
 * PostgreSQL's plans for the lists, counts and search statements (EXPLAIN of the compiled query, with its
 * parameters). The seeded journal is small, where a sequential scan can be the cheapest plan; with
 * sequential scans priced out (enable_seqscan off) the planner still takes one when no index serves
 * the statement, so a "Seq Scan" here means a missing index, whatever the table's size.
 */
let db: Db;
beforeAll(async () => {
  db = await openSeededTestDatabase();
});
afterAll(() => db.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function plan(query: Compilable | RawBuilder<unknown>): Promise<PlanNode[]> {
  const { sql: text, parameters } = 'isRawBuilder' in query ? query.compile(db.kysely) : query.compile();
  return db.transaction(async (tx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(tx.kysely);
    const result = await tx.kysely.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${text}`, [...parameters]),
    );
    const root = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!root) throw new Error('EXPLAIN gave no plan');
    return nodesOf(root);
  });
}

const sequentialScans = (nodes: PlanNode[]) =>
  nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']);
const indexesOf = (nodes: PlanNode[]) => nodes.flatMap((node) => node['Index Name'] ?? []);

/** The statement that ranks and counts a search's matches at once, which PostgreSQL's searches have. */
function countedOf(search: ReturnType<typeof postgresSearchQueries>) {
  const { newestCounted } = search;
  if (!newestCounted) throw new Error('the archive search on PostgreSQL ranks and counts in one statement');
  return newestCounted;
}

describe('PostgreSQL query plans of the lists and counts', () => {
  it('lists and counts an issue through papers_by_issue, never scanning the papers', async () => {
    const archive = archiveQueries(db.kysely);
    for (const query of [archive.listIssue(2022, 1, 1, 5, 0), archive.countIssue(2022, 1, 1)]) {
      const nodes = await plan(query);
      expect(sequentialScans(nodes)).toEqual([]);
      expect(indexesOf(nodes)).toContain('papers_by_issue');
    }
  });

  it('reads a paper, its unique-id prefix and a moved id through indexes', async () => {
    const archive = archiveQueries(db.kysely);
    for (const query of [
      archive.byId(5),
      archive.byUniqueId('IJCRI-2022-V1I1-001'),
      archive.byIdPrefix('IJCRI-2024', 8),
      archive.movedTo('IJCRI-2022-V1I1-001'),
    ]) {
      expect(sequentialScans(await plan(query))).not.toContain('papers');
    }
  });

  it('lists and counts conference papers and theses through their indexes', async () => {
    const conference = conferenceQueries(db.kysely);
    const thesis = thesisQueries(db.kysely);
    for (const query of [conference.list(1, 5, 0), conference.count(1)]) {
      const nodes = await plan(query);
      expect(sequentialScans(nodes)).toEqual([]);
      expect(indexesOf(nodes)).toContain('conference_papers_by_conference');
    }
    for (const query of [thesis.list(2022, 1, 5, 0), thesis.count(2022, 1)]) {
      const nodes = await plan(query);
      expect(sequentialScans(nodes)).toEqual([]);
      expect(indexesOf(nodes)).toContain('theses_by_volume');
    }
  });

  it('looks up exact identifiers and runs the search statements without scanning a table', async () => {
    const identifiers = { numericId: 5, uniqueId: 'IJCRI-2022-V1I1-001', doi: 'x' };
    const search = postgresSearchQueries(paperSearch);
    for (const query of [
      archiveQueries(db.kysely).exact(identifiers),
      conferenceQueries(db.kysely).exact(identifiers),
      thesisQueries(db.kysely).exact(identifiers),
      search.newest("'graph':*", [1], 1000),
      countedOf(search)("'graph':*", [1], 1000, 10001),
      search.olderPage("'graph':*", [], 100, 5, 0),
      search.count("'graph':*", [], 10001),
      search.rows([1, 2]),
    ]) {
      expect(sequentialScans(await plan(query))).toEqual([]);
    }
  });
});

/** The tables that grow with the archive; small ones (conferences, migrations) may well be read whole. */
const GROWING_TABLES = ['papers', 'theses', 'conference_papers', 'search_documents', 'authorships', 'paper_keywords'];

/**
 * The searches run whole, inside one transaction, with the planner's own settings: the transaction's
 * statistics (pg_stat_xact_user_tables) count every table read whole by any statement, those inside the
 * search functions included, which EXPLAIN of the calling statement does not show. On this small
 * journal a hash join over a whole table is the cheapest plan the planner sees, so a statement that
 * joins where it should look up by key fails here.
 */
async function growingTablesReadWholeBy(run: (tx: Db) => Promise<unknown>): Promise<string[]> {
  return db.transaction(async (tx) => {
    await run(tx);
    const { rows } = await sql<{ relname: string }>`
      SELECT relname FROM pg_stat_xact_user_tables WHERE seq_scan > 0 ORDER BY relname`.execute(tx.kysely);
    return rows.map((row) => row.relname).filter((name) => GROWING_TABLES.includes(name));
  });
}

describe('PostgreSQL searches read no table whole', () => {
  // A common word (every paper's abstract has one of these), a phrase, a prefix, an id.
  const searches = ['learning', '"federated learning"', 'netw', 'IJCRI-2024'];

  it('ranks, counts and pages the archive search and the suggestions by the indexes', async () => {
    for (const text of searches) {
      expect(
        await growingTablesReadWholeBy(async (tx) => {
          const archive = createArchiveRepo(tx);
          await archive.search(text, 2, 10);
          await archive.suggest(text);
        }),
        text,
      ).toEqual([]);
    }
  });

  it('ranks and counts the site search and its facets by the indexes', async () => {
    for (const text of searches) {
      expect(
        await growingTablesReadWholeBy((tx) => createSiteSearch(tx)({ search: text, page: 1, perPage: 10 })),
        text,
      ).toEqual([]);
    }
  });
});

/**
 * The plans of the statements inside the match functions, which EXPLAIN of the calling statement does not
 * show: auto_explain (a module of PostgreSQL's own) sends each nested statement's plan to this client as a
 * notice. The statements run with the functions' own planner settings.
 */
async function nestedPlans(queries: Array<RawBuilder<unknown>>): Promise<PlanNode[]> {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db.kysely);
  const client = new pg.Client({ connectionString: postgresUrl(rows[0]?.name ?? '') });
  const notices: string[] = [];
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
  await client.connect();
  try {
    await client.query("LOAD 'auto_explain'");
    for (const setting of [
      'auto_explain.log_min_duration = 0',
      'auto_explain.log_nested_statements = on',
      'auto_explain.log_format = json',
      'auto_explain.log_level = notice',
    ])
      await client.query(`SET ${setting}`);
    for (const query of queries) {
      const { sql: text, parameters } = query.compile(db.kysely);
      await client.query(text, [...parameters]);
    }
  } finally {
    await client.end();
  }
  return notices.flatMap((message) => {
    const json = message.slice(message.indexOf('{'));
    return nodesOf((JSON.parse(json) as { Plan: PlanNode }).Plan);
  });
}

describe('PostgreSQL finds a phrase by its word pairs', () => {
  const phrase = "'edge' <-> 'computing'";

  it('asks the index of words and pairs for a phrase, reading no table whole', async () => {
    const search = postgresSearchQueries(paperSearch);
    const nodes = await nestedPlans([
      search.newest(phrase, [], 1000),
      search.count(phrase, [], 10001),
      countedOf(search)(phrase, [], 1000, 10001),
      search.olderPage(phrase, [], 100, 5, 0),
      postgresSiteSearch.counts(phrase, true),
    ]);
    expect(indexesOf(nodes)).toContain('search_documents_words_pairs_ids');
    expect(indexesOf(nodes)).not.toContain('search_documents_words');
    expect(sequentialScans(nodes)).toEqual([]);
  });

  // At 100,000 papers the planner reads the partial index of the works that are not papers (docs/performance.md);
  // in this small journal, where theses are a third of the works, either GIN index may be the cheaper.
  it('ranks the theses and conference papers of the site search by a GIN index, reading no table whole', async () => {
    const nodes = await nestedPlans([postgresSiteSearch.ranked(phrase, 0)]);
    const gin = ['search_documents_words_pairs_ids', 'search_documents_other_kinds'];
    expect(indexesOf(nodes).length).toBeGreaterThan(0);
    // The papers' newest matches may be looked up by their key (migrations/newestRanked.ts), one row each.
    for (const index of indexesOf(nodes)) expect([...gin, 'search_documents_pkey']).toContain(index);
    expect(sequentialScans(nodes)).toEqual([]);
  });
});

describe('PostgreSQL ranks and counts the newest matches as reading every match does', () => {
  const word = "'comput':*";
  const search = postgresSearchQueries(paperSearch);

  /** The listed papers the word matches, newest first, read without the match functions. */
  async function matchingPapers(): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`SELECT d.id FROM search_documents d
      WHERE (d.ranked || d.body) @@ to_tsquery('journal_search', ${word}) AND d.kind = 'paper' AND d.listed
      ORDER BY d.id DESC`.execute(db.kysely);
    return rows.map((row) => row.id);
  }

  /** The ids of the function's rows (given in no order), newest first. */
  const newestFirst = (rows: Array<{ rowid: number }>) => rows.map((row) => row.rowid).sort((a, b) => b - a);

  // This journal is small: `lim` is a half, a quarter and a tenth of the matches rather than the search's
  // 1,000, so that the newest are some of them. Under the cap they are sorted out of all the matches; at a
  // cap of 20 they are read from spans of the newest ids (migrations/newestMatchSpans.ts). A `lim` above
  // the matches ranks every match as the index gives it (migrations/newestRanked.ts).
  it('gives the newest matches and their count, as reading every match does', async () => {
    const all = await matchingPapers();
    expect(all.length).toBeGreaterThan(40);
    const lims = [all.length + 5, Math.floor(all.length / 2), Math.floor(all.length / 4), Math.floor(all.length / 10)];
    for (const lim of lims) {
      const { rows } = await countedOf(search)(word, [], lim, 10001).execute(db.kysely);
      expect(newestFirst(rows)).toEqual(all.slice(0, lim));
      expect(new Set(rows.map((row) => row.total))).toEqual(new Set([all.length]));
      const capped = await countedOf(search)(word, [], lim, 20).execute(db.kysely);
      expect(new Set(capped.rows.map((row) => row.total))).toEqual(new Set([20]));
      expect(newestFirst(capped.rows)).toEqual(all.slice(0, lim));
    }
  });

  it('without the excluded ids', async () => {
    const all = await matchingPapers();
    const excluded = all.slice(0, 3);
    const lim = Math.floor(all.length / 5);
    const { rows } = await countedOf(search)(word, excluded, lim, 10001).execute(db.kysely);
    expect(newestFirst(rows)).toEqual(all.slice(3, 3 + lim));
    expect(rows[0]?.total).toBe(all.length - 3);
    const capped = await countedOf(search)(word, excluded, lim, 20).execute(db.kysely);
    expect(newestFirst(capped.rows)).toEqual(all.slice(3, 3 + lim));
    expect(capped.rows[0]?.total).toBe(20);
  });
});
