import fs from 'node:fs';
import path from 'node:path';
import { isContinuous, issueName } from '@journal/shared/text';
import type { Db } from '../db/database.ts';
import type { Selectable } from 'kysely';
import type { Paper } from '../db/schema.ts';
import { crossrefDeposit, type IssueOfDeposit } from './crossref.ts';
import { doajRecords } from './doaj.ts';
import { paperFacts } from './paperFacts.ts';

export type DepositScope = { issue: IssueOfDeposit } | { article: number } | { all: true };

export interface DepositResult {
  /** Paths written, Crossref and DOAJ files of each issue in turn. */
  files: string[];
  /** Papers left out of a Crossref file, and why (a DOAJ record needs no DOI, so they stay in it). */
  skipped: Array<{ id: number; reason: string }>;
  /** Things the files could not say, e.g. a notice's update without a Crossmark policy. */
  notes: string[];
}

export class DepositScopeError extends Error {}

/** Crossref's doi_t: 10.{4 to 9 digits}/{1 to 200 characters}. */
const DEPOSITABLE_DOI = /^10\.\d{4,9}\/\S.{0,199}$/;

async function rowsOf(db: Db, scope: DepositScope): Promise<Selectable<Paper>[]> {
  const papers = db.kysely
    .selectFrom('papers')
    .selectAll()
    .where('is_deleted', '=', 0)
    .orderBy('year')
    .orderBy('volume')
    .orderBy('issue')
    .orderBy('seq')
    .orderBy('paper_id');
  if ('issue' in scope) {
    const { year, volume, issue } = scope.issue;
    const rows = await papers
      .where('year', '=', year)
      .where('volume', '=', volume)
      .where('issue', '=', issue)
      .execute();
    if (rows.length === 0) throw new DepositScopeError(`No papers in ${year}, ${issueName({ volume, issue })}.`);
    return rows;
  }
  if ('article' in scope) {
    const row = await papers.where('paper_id', '=', scope.article).executeTakeFirst();
    if (!row) throw new DepositScopeError(`No paper with id ${scope.article}.`);
    return [row];
  }
  return papers.execute();
}

/**
 * Writes the deposit files of the papers in scope into outDir: per issue, crossref-{year}-v{volume}-i{issue}.xml
 * (Crossref 5.4.0) and doaj-….xml (DOAJ article XML); per volume published continuously,
 * crossref-{year}-v{volume}.xml and doaj-{year}-v{volume}.xml; a single article's files end in -paper-{id}.
 */
export async function writeDeposits(
  db: Db,
  scope: DepositScope,
  options: { outDir: string; siteUrl: string; made?: Date; crossmarkPolicy?: string },
): Promise<DepositResult> {
  const made = options.made ?? new Date();
  const stamp = made.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const groups = new Map<string, { issue: IssueOfDeposit; rows: Selectable<Paper>[] }>();
  for (const row of await rowsOf(db, scope)) {
    const place = isContinuous(row.issue) ? `v${row.volume}` : `v${row.volume}-i${row.issue}`;
    const key = `${row.year}-${place}${'article' in scope ? `-paper-${row.paper_id}` : ''}`;
    const group = groups.get(key) ?? { issue: { year: row.year, volume: row.volume, issue: row.issue }, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  fs.mkdirSync(options.outDir, { recursive: true });
  const result: DepositResult = { files: [], skipped: [], notes: [] };
  const crossmark = options.crossmarkPolicy
    ? { policyDoi: options.crossmarkPolicy, domain: new URL(options.siteUrl).hostname }
    : undefined;
  for (const [key, group] of groups) {
    const facts = group.rows.map((row) => paperFacts(row, options.siteUrl));
    const withDoi = facts.filter((paper) => {
      if (DEPOSITABLE_DOI.test(paper.doi)) return true;
      result.skipped.push({ id: paper.id, reason: paper.doi ? `DOI "${paper.doi}" is not a DOI` : 'no DOI' });
      return false;
    });
    if (!crossmark)
      for (const paper of withDoi)
        for (const update of paper.updates)
          result.notes.push(
            `paper ${paper.id} is a ${update.type} of ${update.doi}: set CROSSREF_CROSSMARK_POLICY to deposit it`,
          );
    if (withDoi.length > 0) {
      const file = path.join(options.outDir, `crossref-${key}.xml`);
      fs.writeFileSync(
        file,
        crossrefDeposit({ issue: group.issue, papers: withDoi, batchId: `ijcri-${key}-${stamp}`, made, crossmark }),
      );
      result.files.push(file);
    }
    const doajFile = path.join(options.outDir, `doaj-${key}.xml`);
    fs.writeFileSync(doajFile, doajRecords(facts));
    result.files.push(doajFile);
  }
  return result;
}
