import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { describe, expect, it } from 'vitest';
import { journal } from '../journal.ts';
import { toApa } from './apa.ts';
import { escapeBibtex, toBibtex } from './bibtex.ts';
import { splitName } from './citationSource.ts';
import { article, conference, thesis } from './citedWorks.ts';
import { toCslJson } from './cslJson.ts';
import { toIeee } from './ieee.ts';
import { toRis } from './ris.ts';

describe('splitName', () => {
  it('splits given and family names, keeping particles and dropping honorifics', () => {
    expect(splitName('Priya Raman')).toEqual({ given: 'Priya', family: 'Raman' });
    expect(splitName('Ludwig van Beethoven')).toEqual({ given: 'Ludwig', family: 'van Beethoven' });
    expect(splitName('Dr. Ravi Kumar Sharma')).toEqual({ given: 'Ravi Kumar', family: 'Sharma' });
    expect(splitName('Chen, Wei')).toEqual({ given: 'Wei', family: 'Chen' });
    expect(splitName('Plato')).toEqual({ given: '', family: 'Plato' });
  });
});

describe('toApa', () => {
  it('cites a journal article in APA 7 with the DOI address', () => {
    expect(toApa(article)).toBe(
      `Raman, P., Chen, W., & Moreau, J.-L. (2024). Energy-Aware Scheduling of Federated ` +
        `Learning on Edge Devices. ${journal.name}, 3(2), 13–27. https://doi.org/10.59638/ijcri.2024.v3.i2.007`,
    );
  });

  it('cites a conference paper with its proceedings and the page address when there is no DOI', () => {
    expect(toApa(conference)).toBe(
      `Okafor, A., & van Beethoven, L. (2023). Lightweight Intrusion Detection for IoT Gateways. ` +
        `In International Conference on Intelligent Computing and Communication 2023 (pp. 41–48). ` +
        `${journal.name}. ${conference.url}`,
    );
  });

  it("cites a master's thesis with its institution", () => {
    expect(toApa(thesis)).toBe(
      `Nair, K. (2025). Verified Compilation of Smart Contracts [Master's thesis, College of Engineering, Pune]. ${journal.name}. ${thesis.url}`,
    );
  });
});

describe('toIeee', () => {
  it('cites a journal article in IEEE style', () => {
    expect(toIeee(article)).toBe(
      `P. Raman, W. Chen, and J.-L. Moreau, “Energy-Aware Scheduling of Federated Learning on ` +
        `Edge Devices,” ${journal.name}, vol. 3, no. 2, pp. 13–27, Apr. 2024, doi: 10.59638/ijcri.2024.v3.i2.007.`,
    );
  });

  it('cites a conference paper and links it when there is no DOI', () => {
    expect(toIeee(conference)).toBe(
      `A. Okafor and L. van Beethoven, “Lightweight Intrusion Detection for IoT Gateways,” in ` +
        `Proc. International Conference on Intelligent Computing and Communication 2023, Nov. ` +
        `2023, pp. 41–48. [Online]. Available: ${conference.url}`,
    );
  });

  it('uses et al. after six authors', () => {
    const many = { ...article, authors: ['A One', 'B Two', 'C Three', 'D Four', 'E Five', 'F Six', 'G Seven'] };
    expect(toIeee(many)).toMatch(/^A. One et al., “/);
  });

  it('names a doctoral dissertation', () => {
    expect(toIeee({ ...thesis, degree: 'Ph.D. in Computer Science' })).toContain(
      'Ph.D. dissertation, College of Engineering, Pune, 2025.',
    );
  });
});

describe('toBibtex', () => {
  it('writes an @article with family-first authors, the journal and a double-dash page range', () => {
    const entry = toBibtex(toCslJson(article));
    expect(entry).toMatch(/^@article\{raman2024energy,\n/);
    expect(entry).toContain('  author = {Raman, Priya and Chen, Wei and Moreau, Jean-Luc},\n');
    expect(entry).toContain(`  journal = {${journal.name}},\n`);
    expect(entry).toContain('  volume = {3},\n  number = {2},\n');
    expect(entry).toContain('  month = apr,\n');
    expect(entry).toContain('  pages = {13--27},\n');
    expect(entry).toContain('  doi = {10.59638/ijcri.2024.v3.i2.007},\n');
    expect(entry.trimEnd().endsWith('}')).toBe(true);
  });

  it('writes @inproceedings with the booktitle and keeps particles in the family name', () => {
    const entry = toBibtex(toCslJson(conference));
    expect(entry).toMatch(/^@inproceedings\{okafor2023lightweight,/);
    expect(entry).toContain('author = {Okafor, Amara and van Beethoven, Ludwig}');
    expect(entry).toContain('booktitle = {International Conference on Intelligent Computing and Communication 2023}');
  });

  it('chooses @mastersthesis or @phdthesis from the degree', () => {
    expect(toBibtex(toCslJson(thesis))).toMatch(
      /^@mastersthesis\{nair2025verified,[\s\S]*school = \{\{College of Engineering, Pune\}\}/,
    );
    expect(toBibtex(toCslJson({ ...thesis, degree: 'PhD in Computer Science' }))).toMatch(/^@phdthesis\{/);
  });

  it('escapes braces and LaTeX specials so the entry stays balanced', () => {
    expect(escapeBibtex('Sets {A} & 50% of $x_1#\\')).toBe('Sets \\{A\\} \\& 50\\% of \\$x\\_1\\#\\textbackslash{}');
    const entry = toBibtex(toCslJson({ ...article, title: 'Closing } early {' }));
    expect(entry).toContain('title = {Closing \\} early \\{},');
    const unescaped = entry.replace(/\\[{}]/g, '');
    expect(unescaped.split('{').length).toBe(unescaped.split('}').length);
  });
});

describe('BibTeX and RIS as citation-js reads them', () => {
  const read = (text: string) => new Cite(text).data[0] as Record<string, unknown>;
  const dated = {
    ...conference,
    month: 'November',
    day: 7,
    doi: '10.59638/ijcri.icicc2023.012',
    institution: undefined,
  };

  it('keeps the address whole: no LaTeX escape in the verbatim url and doi fields', () => {
    const entry = read(toBibtex(toCslJson(article)));
    expect(entry.URL).toBe(article.url);
    expect(entry.DOI).toBe(article.doi);
    expect(toBibtex(toCslJson(article))).not.toContain('\\&');
  });

  it('reads an institution with " and " as one school, and the conference publisher as the press', () => {
    const school = 'Institute of Science and Technology, Pune';
    const parsed = read(toBibtex(toCslJson({ ...thesis, institution: school })));
    expect(parsed.publisher).toBe(school);
    expect(read(toBibtex(toCslJson(dated))).publisher).toBe(journal.publisher);
    expect(read(toRis(toCslJson(dated))).publisher).toBe(journal.publisher);
  });

  it('carries the publication day when the page gives one, in both formats', () => {
    expect(read(toBibtex(toCslJson(dated))).issued).toEqual({ 'date-parts': [[2023, 11, 7]] });
    expect(read(toRis(toCslJson(dated))).issued).toEqual({ 'date-parts': [[2023, 11, 7]] });
    expect(read(toBibtex(toCslJson(article))).issued).toEqual({ 'date-parts': [[2024, 4]] });
  });
});

describe('toRis', () => {
  it('writes a JOUR record with one AU line per author and closes with ER', () => {
    const lines = toRis(toCslJson(article)).split('\r\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines.filter((line) => line.startsWith('AU  - '))).toEqual([
      'AU  - Raman, Priya',
      'AU  - Chen, Wei',
      'AU  - Moreau, Jean-Luc',
    ]);
    expect(lines).toContain('PY  - 2024');
    expect(lines).toContain('DA  - 2024/04//');
    expect(lines).toContain(`JO  - ${journal.name}`);
    expect(lines).toContain('VL  - 3');
    expect(lines).toContain('IS  - 2');
    expect(lines).toContain('SP  - 13');
    expect(lines).toContain('EP  - 27');
    expect(lines).toContain('DO  - 10.59638/ijcri.2024.v3.i2.007');
    expect(lines.at(-2)).toBe('ER  - ');
  });

  it('types conference papers CONF and theses THES', () => {
    expect(toRis(toCslJson(conference))).toMatch(/^TY {2}- CONF\r\n/);
    expect(toRis(toCslJson(conference))).toContain(
      'T2  - International Conference on Intelligent Computing and Communication 2023',
    );
    expect(toRis(toCslJson(thesis))).toMatch(/^TY {2}- THES\r\n/);
    expect(toRis(toCslJson(thesis))).toContain('PB  - College of Engineering, Pune');
  });

  it('never lets a line break inside a value start a new tag', () => {
    const record = toRis(toCslJson({ ...article, title: 'Two\nlines\r\nER  - ' }));
    expect(record.split('\r\n').filter((line) => line.startsWith('ER  -'))).toHaveLength(1);
  });
});

describe('toCslJson', () => {
  it('makes one CSL-JSON article with family and given names, the date parts and the DOI', () => {
    expect(toCslJson(article)).toMatchObject({
      type: 'article-journal',
      author: [
        { family: 'Raman', given: 'Priya' },
        { family: 'Chen', given: 'Wei' },
        { family: 'Moreau', given: 'Jean-Luc' },
      ],
      issued: { 'date-parts': [[2024, 4]] },
      'container-title': journal.name,
      volume: '3',
      issue: '2',
      page: '13-27',
      DOI: '10.59638/ijcri.2024.v3.i2.007',
    });
  });

  it('cites the e-location of a continuously published paper where there is no page range', () => {
    const item = toCslJson({ ...article, pages: undefined, elocationId: 'e1042' });
    expect(item).toMatchObject({ page: 'e1042', number: 'e1042' });
    expect(toCslJson({ ...article, pages: undefined })).not.toHaveProperty('page');
  });

  it('types a conference paper and a thesis', () => {
    expect(toCslJson(conference)).toMatchObject({
      type: 'paper-conference',
      'container-title': conference.conferenceName,
      page: '41-48',
    });
    expect(toCslJson(thesis)).toMatchObject({
      type: 'thesis',
      publisher: thesis.institution,
      genre: "Master's thesis",
    });
  });
});
