import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveQueries } from '../repos/archive.ts';
import { seedDatabase } from '../seed/index.ts';
import { createPostgresDatabase, type TestPostgres } from '../test/testDatabase.ts';
import { openDatabase } from './connection.ts';
import type { Db } from './database.ts';

/**
 * PostgreSQL lists an issue from papers_by_issue alone (migrations/coveredIssueListing.ts), never reading the
 * papers' rows, once VACUUM has marked their pages all-visible (as autovacuum and the bench's copy do).
 */
let target: TestPostgres;
let db: Db;
beforeAll(async () => {
  target = await createPostgresDatabase();
  db = await openDatabase(target.url);
  await seedDatabase(db, { papers: 1500 });
  await sql`VACUUM ANALYZE papers`.execute(db.kysely);
}, 240_000);
afterAll(async () => {
  await db?.close();
  await target?.drop();
});

/** The plan's nodes, outermost first, with the index each scan uses. */
async function plan(query: Compilable): Promise<string[]> {
  const { sql: text, parameters } = query.compile();
  const { rows } = await db.kysely.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${text}`, [...parameters]),
  );
  const nodes: string[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(rows[0]!['QUERY PLAN'][0]!.Plan);
  return nodes;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

describe('the issue listing on PostgreSQL', () => {
  it('reads the cards and the count from the papers_by_issue index alone', async () => {
    const { year, volume, issue } = await db.kysely
      .selectFrom('issues')
      .select(['year', 'volume', 'issue'])
      .orderBy('year', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const q = archiveQueries(db.kysely);
    expect(await plan(q.listIssue(year, volume, issue, 5, 10))).toEqual([
      'Limit',
      'Index Only Scan using papers_by_issue',
    ]);
    expect((await plan(q.countIssue(year, volume, issue))).slice(-1)).toEqual([
      'Index Only Scan using papers_by_issue',
    ]);
  });
});
