import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** Search intent: "journal for computer science research". Who the journal is for and what publishing in it is like. */
export const journalForComputerScienceResearch: PageContent = {
  title: 'A Journal for Computer Science Research',
  metaTitle: `A Peer-Reviewed, Open-Access Journal for Computer Science Research | ${journal.name}`,
  description: `${journal.shortName} publishes computer science research by students, faculty and industry, with double-blind review, open access, Crossref DOIs and a decision ${journal.claims.decision}.`,
  lead: [
    `${journal.name} is a home for computer science research that is careful, clearly reported and useful to others, whether it comes from a doctoral student’s first study, a faculty research group or an engineering team in industry. It has been published online by ${journal.publisher} since ${journal.startingYear}.`,
  ],
  sections: [
    {
      id: 'who-publishes-here',
      heading: 'Who Publishes Here',
      blocks: [
        {
          facts: [
            {
              term: 'Research students',
              value:
                'A first journal article reviewed by experts, with reviewer comments that improve the thesis as well as the paper.',
            },
            {
              term: 'Faculty and research groups',
              value:
                'A broad-scope venue for sound results, extended conference papers and interdisciplinary work that does not fit a narrow journal.',
            },
            {
              term: 'Industry researchers and engineers',
              value:
                'A citable, open record of systems, deployments, benchmarks and case studies, with lessons others can apply.',
            },
            {
              term: 'Reviewers',
              value:
                'Researchers with publications in their area can join the reviewer pool by writing to the editorial office.',
            },
          ],
        },
      ],
    },
    {
      id: 'what-makes-a-strong-paper',
      heading: 'What Makes a Strong Submission',
      blocks: [
        {
          list: [
            'A clearly stated research question and contributions, placed against the closest existing work.',
            'A method described in enough detail to reproduce, with data and code shared where possible.',
            'An evaluation with appropriate baselines, datasets and metrics, and an honest discussion of limitations.',
            'A concise, well-organised text in the journal template.',
          ],
        },
        'Reviewers decline papers that apply a well-known technique to a new dataset without a new question or insight; they welcome careful negative results and reproductions.',
      ],
    },
    {
      id: 'what-you-can-expect',
      heading: 'What You Can Expect',
      blocks: [
        {
          list: [
            `Double-blind review by at least two reviewers, with an initial response ${journal.claims.initialResponse} and a decision ${journal.claims.decision}.`,
            `Publication ${journal.claims.publication}, open access under the ${journal.licence.name} licence, with your copyright kept.`,
            `A Crossref DOI under ${journal.doiPrefix} and metadata that Google Scholar reads.`,
            'Clear ethics policies following COPE, and a charge published in full and requested only after acceptance.',
          ],
        },
        'Start with the [Call for Papers](/call-for-papers) and the [Instructions for Authors](/instruction-for-author), or browse the [archives](/archives) to see what the journal publishes.',
      ],
    },
  ],
  related: relatedPages('/aim-and-scope', '/call-for-papers', '/archives'),
};
