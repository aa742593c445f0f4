import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { archiveQueries } from '../repos/archive.ts';
import { conferenceQueries } from '../repos/conference.ts';
import { thesisQueries } from '../repos/thesis.ts';
import { openSeededTestDatabase } from '../test/testDatabase.ts';
import type { Db } from './database.ts';

/**
 * PostgreSQL's plans for the lists and counts (EXPLAIN of the builder's compiled query, with its
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

async function plan(query: Compilable): Promise<PlanNode[]> {
  const { sql: text, parameters } = query.compile();
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
});
