import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { openTestDatabase } from '../test/testDatabase.ts';
import { readJats, storeJats } from './importJats.ts';

const fixture = fs.readFileSync(new URL('./fixtures/edge-caching.xml', import.meta.url), 'utf8');
const bytes = (xml: string) => Buffer.from(xml, 'utf8');
const read = (xml: string) => readJats(bytes(xml));

/** The fixture with one part of its front matter replaced. */
function withPart(from: RegExp, to: string): string {
  expect(fixture).toMatch(from);
  return fixture.replace(from, to);
}

const DATES = /<pub-date[\s\S]*?<volume>/;
const KEYWORDS = /<kwd-group[\s\S]*?<\/kwd-group>/;
const PERMISSIONS = /<permissions>[\s\S]*?<\/permissions>/;
const FIRST_CONTRIB = /<contrib contrib-type="author" corresp="yes">[\s\S]*?<\/contrib>/;

describe('JATS metadata', () => {
  it('takes the electronic publication date before print and collection, and never an update date', () => {
    const xml = withPart(
      DATES,
      '<pub-date date-type="update" publication-format="electronic"><day>02</day><month>01</month><year>2026</year></pub-date>' +
        '<pub-date pub-type="ppub"><day>01</day><month>11</month><year>2026</year></pub-date>' +
        '<pub-date pub-type="epub"><day>20</day><month>10</month><year>2026</year></pub-date>' +
        '<pub-date pub-type="collection"><year>2026</year></pub-date><volume>',
    );
    expect(read(xml).published).toBe('2026-10-20');
    const printOnly = withPart(
      DATES,
      '<pub-date date-type="corrected"><day>02</day><month>12</month><year>2026</year></pub-date>' +
        '<pub-date pub-type="ppub"><day>01</day><month>11</month><year>2026</year></pub-date><volume>',
    );
    expect(read(printOnly).published).toBe('2026-11-01');
    const updateOnly = withPart(
      DATES,
      '<pub-date date-type="update"><day>02</day><month>12</month><year>2026</year></pub-date><volume>',
    );
    expect(() => read(updateOnly)).toThrow(/no <pub-date> is a publication date/);
  });

  it('reads JATS 1.1+ dates (date-type, publication-format) by the same rules, to the day', () => {
    const elife = read(
      withPart(
        DATES,
        '<pub-date date-type="publication" publication-format="electronic"><day>25</day><month>04</month><year>2016</year></pub-date>' +
          '<pub-date pub-type="collection"><year>2016</year></pub-date><volume>',
      ),
    );
    expect(elife.published).toBe('2016-04-25');
    expect([elife.year, elife.month]).toEqual([2016, 'April']);
    const print = read(
      withPart(
        DATES,
        '<pub-date date-type="pub" publication-format="print"><day>01</day><month>11</month><year>2026</year></pub-date>' +
          '<pub-date date-type="pub" publication-format="electronic"><day>20</day><month>10</month><year>2026</year></pub-date><volume>',
      ),
    );
    expect(print.published).toBe('2026-10-20');
    expect(print.warnings.filter((w) => w.element === 'pub-date')).toEqual([]);
  });

  it('reads non-standard publication date types (publication-year, archival-date) with a warning', () => {
    const hindawi = read(
      withPart(
        DATES,
        '<pub-date pub-type="publication-year"><year>2018</year></pub-date>' +
          '<pub-date pub-type="archival-date"><day>13</day><month>09</month><year>2018</year></pub-date><volume>',
      ),
    );
    expect(hindawi.published).toBe('2018-09-13');
    expect(hindawi.warnings.find((w) => w.element === 'pub-date')?.message).toMatch(
      /"archival-date" is not a standard publication date type/,
    );
  });

  it('reads every keyword group: author keywords as keywords, the others under their own title', () => {
    const xml = withPart(
      KEYWORDS,
      '<kwd-group kwd-group-type="author-keywords"><kwd>edge caching</kwd><kwd>reuse distance</kwd></kwd-group>' +
        '<kwd-group kwd-group-type="research-organism"><title>Research organism</title><kwd>None</kwd></kwd-group>' +
        '<kwd-group kwd-group-type="abbreviations"><kwd>CDN</kwd><kwd>LRU</kwd></kwd-group>',
    );
    const article = read(xml);
    expect(article.keywords).toEqual(['edge caching', 'reuse distance']);
    expect(article.keywordGroups).toEqual([
      { title: 'Research organism', keywords: ['None'] },
      { title: 'Abbreviations', keywords: ['CDN', 'LRU'] },
    ]);
  });

  it('joins affiliations as written, and with commas where the file gives bare parts', () => {
    const xml = fixture.replace(
      /<aff id="aff2">[\s\S]*?<\/aff>/,
      '<aff id="aff2"><label>2</label><institution>Warsaw University of Technology</institution>' +
        '<addr-line>Warsaw</addr-line><country>Poland</country></aff>',
    );
    const [first, second] = read(xml).authors;
    expect(first!.affiliations).toEqual([
      'Department of Computer Science, Hanoi University of Science and Technology, Hanoi, Vietnam',
    ]);
    expect(second!.affiliations).toEqual(['Warsaw University of Technology, Warsaw, Poland']);
  });

  it('cites a name suffix after the initials and a group author as the group', async () => {
    const xml = withPart(
      FIRST_CONTRIB,
      '<contrib contrib-type="author"><name><surname>King</surname><given-names>Martin Luther</given-names><suffix>Jr.</suffix></name></contrib>' +
        '<contrib contrib-type="author"><collab>International Brain Consortium</collab></contrib>',
    );
    const db = await openTestDatabase();
    const result = await storeJats(db, 'suffix.xml', bytes(xml));
    expect(result.error).toBeUndefined();
    const citation = (await query(db, sql`SELECT paper_citation FROM papers`).value<string>()) ?? '';
    expect(citation).toMatch(
      /^King, M\. L\., Jr\., International Brain Consortium, Wiśniewska, A\., & Raghunathan, K\./,
    );
    await db.close();
  });
});

describe('JATS licences', () => {
  let db: Db;
  beforeEach(async () => void (db = await openTestDatabase()));
  afterEach(() => db.close());
  const licenceOfRow = () => query(db, sql`SELECT licence_url FROM papers`).value<string>();

  it('keeps the licence the file states, also when only its <license-p> links it', async () => {
    const xml = withPart(
      PERMISSIONS,
      '<permissions><license xlink:type="simple"><license-p>Distributed under the ' +
        '<ext-link ext-link-type="uri" xlink:href="http://creativecommons.org/licenses/by/3.0/">Creative Commons Attribution License</ext-link>.' +
        '</license-p></license></permissions>',
    );
    const result = await storeJats(db, 'by3.xml', bytes(xml));
    expect(result.warnings.filter((w) => /licence/.test(w))).toEqual([]);
    expect(await licenceOfRow()).toBe('http://creativecommons.org/licenses/by/3.0/');
  });

  it("applies the journal's licence only where the file states none, and warns", async () => {
    const xml = withPart(
      PERMISSIONS,
      '<permissions><license><license-p>Open access.</license-p></license></permissions>',
    );
    const result = await storeJats(db, 'none.xml', bytes(xml));
    expect(result.warnings).toContainEqual(
      expect.stringMatching(/none\.xml: the file states no licence .* CC BY 4\.0 applies/),
    );
    expect(await licenceOfRow()).toBe('https://creativecommons.org/licenses/by/4.0/');
  });
});

describe('JATS continuous publication', () => {
  let db: Db;
  beforeEach(async () => void (db = await openTestDatabase()));
  afterEach(async () => db.close());

  const PLACE = /<volume>5<\/volume>\s*<issue>3<\/issue>\s*<fpage>1<\/fpage>\s*<lpage>2<\/lpage>/;

  it('publishes an article without <issue> in its volume, with its e-location as its article number', async () => {
    const xml = withPart(PLACE, '<volume>5</volume><elocation-id>1655</elocation-id>');
    const first = await storeJats(db, 'a.xml', bytes(xml));
    const second = await storeJats(db, 'b.xml', bytes(xml.replace('10.59638/', '10.59638/second.')));
    expect(first).toMatchObject({ ok: true, pages: '', elocation: '1655', paper: { uniqueId: 'IJCRI-2026-V5-001' } });
    expect(second.paper?.uniqueId).toBe('IJCRI-2026-V5-002');
    const row = await query(
      db,
      sql`SELECT volume, issue, paper_pages, paper_elocation, paper_citation FROM papers WHERE paper_doi = ${first.doi}`,
    ).get<{ volume: number; issue: number; paper_pages: string; paper_elocation: string; paper_citation: string }>();
    expect(row).toMatchObject({ volume: 5, issue: 0, paper_pages: '', paper_elocation: '1655' });
    expect(row?.paper_citation).toContain(
      'International Journal of Computing Research and Innovation, 5, Article 1655.',
    );
    const issues = await query(db, sql`SELECT year, volume, issue FROM issues WHERE volume = 5`).all();
    expect(issues).toEqual([{ year: 2026, volume: 5, issue: 0 }]);
  });

  it('places an article without <volume> in the volume of its year, and warns', async () => {
    const result = await storeJats(db, 'a.xml', bytes(withPart(PLACE, '<elocation-id>e17</elocation-id>')));
    expect(result.ok).toBe(true);
    expect(result.paper?.uniqueId).toBe('IJCRI-2026-V5-001');
    expect(result.warnings.filter((w) => /<article-meta>/.test(w))).toEqual([
      expect.stringMatching(
        /a\.xml: <article-meta> on line \d+: no <volume>: published in Volume 5, the journal's volume of 2026/,
      ),
    ]);
  });

  it('refuses an article without <volume> from before the journal began, saying why', () => {
    const xml = withPart(PLACE, '<elocation-id>e17</elocation-id>').replaceAll('2026', '2019');
    expect(() => read(xml)).toThrow(/the volume is missing .* 2019 is before the journal's first volume \(2022\)/);
  });

  it('still refuses an issue that is not a whole number', () => {
    expect(() => read(withPart(PLACE, '<volume>5</volume><issue>Suppl 1</issue><fpage>1</fpage>'))).toThrow(
      /The issue must be a positive whole number, found "Suppl 1"/,
    );
  });
});
