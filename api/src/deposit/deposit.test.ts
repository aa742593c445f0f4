import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { openSeededTestDatabase } from '../test/testDatabase.ts';
import { storeJats } from '../jats/importJats.ts';
import { SCHEMA_FILES, xmllintErrors } from './schemaCheck.ts';
import { DepositScopeError, writeDeposits } from './writeDeposits.ts';

const fixture = fs.readFileSync(new URL('../jats/fixtures/edge-caching.xml', import.meta.url));
const SITE = 'https://ijcri.org';

let dir: string;
let db: Db;
let importedId: number;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deposit-'));
  db = await openSeededTestDatabase();
  const stored = await storeJats(db, 'edge-caching.xml', fixture);
  expect(stored.error).toBeUndefined();
  importedId = (await query(
    db,
    sql`SELECT paper_id FROM papers WHERE paper_doi = '10.59638/ijcri.2026.v5.i3.412'`,
  ).value()) as number;
});
afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true });

describe('deposit files', () => {
  it('writes one Crossref file per continuously published volume: no issue, the e-location as article number', async () => {
    const corpus = new URL('../../test-corpus/f1000-7-1655/article.xml', import.meta.url);
    const stored = await storeJats(db, 'article.xml', fs.readFileSync(corpus));
    expect(stored.paper?.uniqueId).toBe('IJCRI-2018-V7-001');
    const out = path.join(dir, 'continuous');
    const { files } = await writeDeposits(
      db,
      { issue: { year: 2018, volume: 7, issue: 0 } },
      { outDir: out, siteUrl: SITE },
    );
    expect(files.map((file) => path.basename(file))).toEqual(['crossref-2018-v7.xml', 'doaj-2018-v7.xml']);
    expect(xmllintErrors(files[0]!, SCHEMA_FILES.crossref)).toEqual([]);
    expect(xmllintErrors(files[1]!, SCHEMA_FILES.doaj)).toEqual([]);
    const crossref = parser.parse(fs.readFileSync(files[0]!, 'utf8'));
    const journalIssue = crossref.doi_batch.body.journal.journal_issue;
    expect(journalIssue.journal_volume.volume).toBe(7);
    expect(journalIssue).not.toHaveProperty('issue');
    const article = crossref.doi_batch.body.journal.journal_article;
    expect(article.doi_data.doi).toBe('10.12688/f1000research.16460.1');
    expect(article.publisher_item.item_number['#text']).toBe(1655);
    expect(article).not.toHaveProperty('pages');
    const doaj = parser.parse(fs.readFileSync(files[1]!, 'utf8'));
    expect(doaj.records.record).toMatchObject({ volume: 7, startPage: 1655 });
    expect(doaj.records.record).not.toHaveProperty('issue');
    await expect(
      writeDeposits(db, { issue: { year: 2019, volume: 7, issue: 0 } }, { outDir: out, siteUrl: SITE }),
    ).rejects.toThrow('No papers in 2019, Volume 7.');
  });

  it('writes a Crossref 5.4.0 file and a DOAJ file for an issue, each valid against the official schema', async () => {
    const { year, volume, issue } = (await query(
      db,
      sql`SELECT year, volume, issue FROM papers ORDER BY paper_id LIMIT 1`,
    ).get()) as {
      year: number;
      volume: number;
      issue: number;
    };
    const out = path.join(dir, 'issue');
    const { files } = await writeDeposits(db, { issue: { year, volume, issue } }, { outDir: out, siteUrl: SITE });
    expect(files.map((file) => path.basename(file))).toEqual([
      `crossref-${year}-v${volume}-i${issue}.xml`,
      `doaj-${year}-v${volume}-i${issue}.xml`,
    ]);
    expect(xmllintErrors(files[0]!, SCHEMA_FILES.crossref)).toEqual([]);
    expect(xmllintErrors(files[1]!, SCHEMA_FILES.doaj)).toEqual([]);
    const papers = (await query(
      db,
      sql`SELECT count(*) FROM papers WHERE year = ${year} AND volume = ${volume} AND issue = ${issue} AND is_deleted = 0`,
    ).value()) as number;
    const crossref = parser.parse(fs.readFileSync(files[0]!, 'utf8'));
    const articles = [crossref.doi_batch.body.journal.journal_article].flat();
    expect(articles).toHaveLength(papers);
    expect(articles[0].doi_data.resource).toMatch(
      /^https:\/\/ijcri\.org\/archives\/paper-details\?paperid=\d+&papertitle=/,
    );
    const doaj = parser.parse(fs.readFileSync(files[1]!, 'utf8'));
    expect([doaj.records.record].flat()).toHaveLength(papers);
  });

  it('carries ORCID iDs, affiliations, funding, the licence and reference DOIs of an imported article', async () => {
    const { files } = await writeDeposits(
      db,
      { article: importedId },
      { outDir: path.join(dir, 'one'), siteUrl: SITE },
    );
    expect(xmllintErrors(files[0]!, SCHEMA_FILES.crossref)).toEqual([]);
    expect(xmllintErrors(files[1]!, SCHEMA_FILES.doaj)).toEqual([]);
    const crossref = fs.readFileSync(files[0]!, 'utf8');
    expect(crossref).toContain('<ORCID>https://orcid.org/0000-0002-1825-0097</ORCID>');
    expect(crossref).toContain(
      '<fr:assertion name="funder_name">National Foundation for Science and Technology Development</fr:assertion>',
    );
    expect(crossref).toMatch(
      /<ai:license_ref applies_to="vor" start_date="\d{4}-\d{2}-\d{2}">https:\/\/creativecommons\.org\/licenses\/by\/4\.0\/<\/ai:license_ref>/,
    );
    expect(crossref).toContain('<doi>10.1145/3149371</doi>');
    expect(crossref).toContain('<doi>10.59638/ijcri.2026.v5.i3.412</doi>');
    const doaj = fs.readFileSync(files[1]!, 'utf8');
    expect(doaj).toContain('<orcid_id>https://orcid.org/0000-0002-1825-0097</orcid_id>');
    expect(doaj).toContain('<doi>10.59638/ijcri.2026.v5.i3.412</doi>');
  });

  it('fails validation when a required element is missing (the check is real)', async () => {
    const { files } = await writeDeposits(
      db,
      { article: importedId },
      { outDir: path.join(dir, 'broken'), siteUrl: SITE },
    );
    fs.writeFileSync(files[0]!, fs.readFileSync(files[0]!, 'utf8').replace(/<doi_batch_id>[^<]*<\/doi_batch_id>/, ''));
    expect(xmllintErrors(files[0]!, SCHEMA_FILES.crossref).join('\n')).toMatch(/doi_batch_id|timestamp/);
  });

  it("deposits a correction notice's update through Crossmark when a policy DOI is set, and says so when not", async () => {
    const notice = fixture
      .toString('utf8')
      .replace('article-type="research-article"', 'article-type="correction"')
      .replace('10.59638/ijcri.2026.v5.i3.412</article-id>', '10.59638/ijcri.2026.v5.i3.413</article-id>')
      .replace(
        /<abstract/,
        '<related-article related-article-type="corrected-article" ext-link-type="doi" ' +
          'xlink:href="10.59638/ijcri.2026.v5.i3.412"/>\n<abstract',
      );
    const stored = await storeJats(db, 'correction.xml', Buffer.from(notice, 'utf8'));
    expect(stored.error).toBeUndefined();
    const id = stored.paper!.paperId;
    const without = await writeDeposits(db, { article: id }, { outDir: path.join(dir, 'notice'), siteUrl: SITE });
    expect(without.notes).toEqual([
      `paper ${id} is a correction of 10.59638/ijcri.2026.v5.i3.412: set CROSSREF_CROSSMARK_POLICY to deposit it`,
    ]);
    const { files } = await writeDeposits(
      db,
      { article: id },
      { outDir: path.join(dir, 'notice-crossmark'), siteUrl: SITE, crossmarkPolicy: '10.59638/ijcri.crossmark-policy' },
    );
    expect(xmllintErrors(files[0]!, SCHEMA_FILES.crossref)).toEqual([]);
    const crossref = fs.readFileSync(files[0]!, 'utf8');
    expect(crossref).toContain('<crossmark_policy>10.59638/ijcri.crossmark-policy</crossmark_policy>');
    expect(crossref).toContain('<domain>ijcri.org</domain>');
    expect(crossref).toMatch(
      /<update type="correction" date="\d{4}-\d{2}-\d{2}">10\.59638\/ijcri\.2026\.v5\.i3\.412<\/update>/,
    );
  });

  it('says which issue or paper does not exist', async () => {
    const out = path.join(dir, 'none');
    await expect(
      writeDeposits(db, { issue: { year: 1999, volume: 1, issue: 1 } }, { outDir: out, siteUrl: SITE }),
    ).rejects.toThrow(new DepositScopeError('No papers in 1999, Volume 1, Issue 1.'));
    await expect(writeDeposits(db, { article: 99_999_999 }, { outDir: out, siteUrl: SITE })).rejects.toThrow(
      'No paper with id 99999999.',
    );
  });
});
