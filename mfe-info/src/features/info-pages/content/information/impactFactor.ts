import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** An honest page: the journal has no Journal Impact Factor and invents no number to stand in for one. */
export const impactFactor: PageContent = {
  title: 'Impact Factor',
  description: `${journal.name} does not have or claim a Clarivate Journal Impact Factor. Here is what that means and which citation data the journal does report.`,
  lead: [
    `${journal.name} does not have a Clarivate Journal Impact Factor (JIF), and it does not claim one. We explain why below, which citation information we do report, and how to recognise impact-factor claims that are not genuine.`,
  ],
  sections: [
    {
      id: 'what-is-jif',
      heading: 'What the Journal Impact Factor Is',
      blocks: [
        'The Journal Impact Factor is published each year by Clarivate in the Journal Citation Reports, only for journals indexed in the Web of Science Core Collection. For a given year it is the number of citations received that year by the items a journal published in the previous two years, divided by the number of citable items it published in those two years.',
        `A journal therefore needs to be selected for the Web of Science and to have several years of citation history before it can receive a JIF. ${journal.shortName} started in ${journal.startingYear} and is not indexed in the Web of Science, so it has no JIF.`,
      ],
    },
    {
      id: 'what-we-report',
      heading: 'Citation Information We Report',
      blocks: [
        'Instead of a single journal-level number, we point readers to article-level citation data that anyone can check:',
        {
          list: [
            'Google Scholar citations: each article is indexed in Google Scholar, which shows the number of documents citing it under "Cited by". Authors can add their articles to a Google Scholar profile to follow them.',
            `Crossref cited-by: every article has a DOI under the prefix ${journal.doiPrefix} with its references deposited, so citations from other Crossref publications are linked to it.`,
          ],
        },
        'These figures are counted by the services themselves and change over time; we do not publish a combined or calculated journal score.',
      ],
    },
    {
      id: 'false-claims',
      heading: 'Beware of Invented Impact Factors',
      blocks: [
        'Some websites sell "impact factors" under similar names (for example "Global Impact Factor" or "International Impact Factor") calculated from unknown data. They are not the Clarivate JIF and are not recognised by universities or funding bodies. The journal does not pay for, display or quote any such number, and an e-mail that offers you publication in this journal with a stated impact factor does not come from us.',
      ],
    },
    {
      id: 'judging-quality',
      heading: 'Judging an Article on Its Merits',
      blocks: [
        'A journal-level average says little about any single article. We encourage readers, hiring committees and funders to judge research by the article itself and its article-level use, as recommended by the San Francisco Declaration on Research Assessment (DORA).',
      ],
    },
  ],
  related: relatedPages('/indexing-and-abstracting', '/journal-particulars', '/FAQs'),
};
