import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statements.ts';
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
    const citation = (await statement(db, 'SELECT paper_citation FROM papers').value<string>()) ?? '';
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
  const licenceOfRow = () => statement(db, 'SELECT licence_url FROM papers').value<string>();

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
