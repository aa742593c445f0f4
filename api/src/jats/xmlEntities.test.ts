import { describe, expect, it } from 'vitest';
import { parseXml, textOf } from './xmlTree.ts';

describe('entities and parse errors', () => {
  it('reads every ISO entity set the JATS DTDs include, without the DTD', () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.2 20190208//EN" ' +
        '"JATS-journalpublishing1.dtd">\n' +
        '<article><p>Caf&eacute; &Agr;&ohgr;&sgr;&sfgr; &leq; &sum; &lowast; &rarr; &ell; &Nscr; &nbsp;&amp;</p></article>',
    );
    expect(textOf(root)).toBe('Café Αωσς ≤ ∑ ∗ → ℓ 𝒩 &');
  });

  it("defines the file's internal entities and never fetches an external one", () => {
    const internal = parseXml(
      '<!DOCTYPE article [\n<!ENTITY journal "International Journal">\n' +
        '<!ENTITY full "&journal; of R&eacute;sum&eacute;s">\n]>\n<article><p>&full;</p></article>',
    );
    expect(textOf(internal)).toBe('International Journal of Résumés');
    expect(() =>
      parseXml(
        '<!DOCTYPE article [\n<!ENTITY secret SYSTEM "file:///etc/passwd">\n]>\n<article><p>&secret;</p></article>',
      ),
    ).toThrow(
      '<p> on line 4, column 13: the entity &secret; is declared as an external entity, which is never fetched',
    );
  });

  it('names an undefined entity with its line and column', () => {
    expect(() => parseXml('<article>\n  <p>A &madeup; B</p>\n</article>')).toThrow(
      "<p> on line 2, column 8: the entity &madeup; is not defined (neither by XML, the ISO entity sets nor the file's DOCTYPE)",
    );
  });

  it('says when a file ends early', () => {
    expect(() => parseXml('<article><front><article-meta><title-group><article-title>Cut off')).toThrow(
      /on line 1, column \d+: the file ends early: <article-title> and the elements around it are never closed/,
    );
  });
});
