import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** Search intent: "top computer science journals". What "top" is measured by: the rankings and metrics, explained. */
export const topComputerScienceJournals: PageContent = {
  title: 'Top Computer Science Journals: How Rankings Work',
  metaTitle: `Top Computer Science Journals: Impact Factor, CiteScore, SJR and h5-index Explained | ${journal.name}`,
  description:
    'What makes a computer science journal "top": the Journal Impact Factor, CiteScore, SJR, Google Scholar h5-index and conference rankings explained, with their limits.',
  lead: [
    'Lists of "top" computer science journals are built from citation metrics. Each metric counts something different, covers different journals and has known blind spots. Knowing how they work helps you read a ranking critically and pick a journal for the right reasons.',
  ],
  sections: [
    {
      id: 'metrics',
      heading: 'The Metrics Behind the Rankings',
      blocks: [
        {
          table: {
            caption: 'Common journal metrics',
            columns: ['Metric', 'Who publishes it', 'What it measures'],
            rows: [
              [
                'Journal Impact Factor (JIF)',
                'Clarivate, for journals in the Web of Science',
                'Citations in one year to items published in the two previous years, divided by the citable items of those years.',
              ],
              [
                'CiteScore',
                'Elsevier, for journals in Scopus',
                'Citations over a four-year window to documents published in that window, divided by the number of documents.',
              ],
              [
                'SCImago Journal Rank (SJR)',
                'SCImago, from Scopus data',
                'Citations weighted by the prestige of the citing journal, so a citation from a leading journal counts for more.',
              ],
              [
                'h5-index',
                'Google Scholar Metrics',
                'The largest number h such that h articles published in the last five complete years have at least h citations each; covers conferences too.',
              ],
              [
                'Conference ranks (A*, A, B, C)',
                'The CORE rankings and similar national lists',
                'Expert and citation-based grades of computer science conferences.',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'why-cs-is-different',
      heading: 'Why Computer Science Rankings Look Different',
      blocks: [
        'In most sciences, journals carry the most important results. In computer science, many of them appear first at selective conferences, and journal versions come later or never. Journal-only metrics therefore miss much of the field, which is why Google Scholar Metrics and conference rankings matter more here than elsewhere.',
        'Citation habits also differ between areas: machine learning papers collect citations much faster than theory or software engineering papers, so comparing journals across areas by a single number is misleading.',
      ],
    },
    {
      id: 'limits',
      heading: 'The Limits of a Single Number',
      blocks: [
        {
          list: [
            'A journal metric is an average dominated by a few highly cited papers; it says little about any single article.',
            'Metrics can be inflated by review articles, self-citation and citation agreements between journals.',
            'New journals have no score for several years, whatever the quality of their papers.',
            'Names that imitate real metrics ("Global Impact Factor" and the like) are not recognised anywhere.',
          ],
        },
        'The San Francisco Declaration on Research Assessment (DORA) asks funders and institutions to judge research on its own merits rather than on the metric of the journal it appeared in.',
      ],
    },
    {
      id: 'our-position',
      heading: `Where ${journal.shortName} Stands`,
      blocks: [
        `${journal.name} started in ${journal.startingYear}. It has no Journal Impact Factor, CiteScore or SJR, because it is not yet indexed in the Web of Science or Scopus, and we say so plainly. Its articles are indexed by Google Scholar and linked through Crossref DOIs, so their citations can be followed article by article. The [Impact Factor](/impact-factor) page explains what we report and why we do not quote any invented figure.`,
      ],
    },
  ],
  related: relatedPages('/impact-factor', '/indexing-and-abstracting', '/top-10-journals-in-computer-science'),
};
