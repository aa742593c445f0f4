import { describe, expect, it } from 'vitest';
import { pagesOrElocation } from '../text/elocation.ts';
import { toApa } from './apa.ts';
import { toBibtex } from './bibtex.ts';
import type { CitationSource } from './citationSource.ts';
import { toIeee } from './ieee.ts';
import { toCslJson } from './cslJson.ts';
import { toRis } from './ris.ts';

const elocated: CitationSource = {
  kind: 'article',
  title: 'The Influence of Fisher Knowledge on the Susceptibility of Reef Fish Aggregations to Fishing',
  authors: ['Jan Robinson', 'Joshua E. Cinner', 'Nicholas A. J. Graham'],
  year: 2014,
  month: 'March',
  volume: 9,
  issue: 3,
  elocationId: 'e91296',
  doi: '10.1371/journal.pone.0091296',
  url: 'https://ijcri.org/archives/paper-details?paperid=1',
};

describe('an article with an e-location instead of pages', () => {
  it('tells an e-location from a page range', () => {
    expect(pagesOrElocation('e91296')).toEqual({ elocationId: 'e91296' });
    expect(pagesOrElocation('2022.05.28.493855')).toEqual({ elocationId: '2022.05.28.493855' });
    expect(pagesOrElocation('13-27')).toEqual({ pages: '13-27' });
    expect(pagesOrElocation('S12–S20')).toEqual({ pages: 'S12–S20' });
    expect(pagesOrElocation('')).toEqual({});
  });

  it('is cited by its e-location in every format, never with a range', () => {
    expect(toApa(elocated)).toContain(', 9(3), Article e91296. https://doi.org/10.1371/journal.pone.0091296');
    expect(toIeee(elocated)).toContain('vol. 9, no. 3, Art. no. e91296, Mar. 2014');
    expect(toBibtex(toCslJson(elocated))).toMatch(/pages = \{e91296\}/);
    const ris = toRis(toCslJson(elocated));
    expect(ris).toMatch(/^SP {2}- e91296$/m);
    expect(ris).not.toMatch(/^EP/m);
  });
});
