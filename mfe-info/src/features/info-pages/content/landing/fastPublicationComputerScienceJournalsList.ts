import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** Search intent: "fast publication computer science journals list". How to compare fast journals on a shortlist. */
export const fastPublicationComputerScienceJournalsList: PageContent = {
  title: 'Fast Publication Computer Science Journals: What to Compare',
  metaTitle: `Fast Publication Computer Science Journals List: How to Compare Review Times | ${journal.name}`,
  description: `Comparing fast publication computer science journals: the questions that separate a quick, genuine peer review from a shortcut, with ${journal.shortName}'s own answers.`,
  lead: [
    'Many journals advertise fast publication. When you compare them, the number of days matters less than what happens in those days: a fast journal is worth considering only if its review is real and its articles are properly published. Use these criteria to compare the journals on your list.',
  ],
  sections: [
    {
      id: 'comparison',
      heading: 'Criteria for Your Comparison',
      blocks: [
        {
          table: {
            caption: `Comparison criteria, with ${journal.shortName}'s answers`,
            columns: ['Criterion', 'What to ask', journal.shortName],
            rows: [
              [
                'Stated times',
                'Are times given for each stage, or only a single "publication in N days"?',
                `Initial response ${journal.claims.initialResponse}; review ${journal.claims.review}; decision ${journal.claims.decision}; publication ${journal.claims.publication}.`,
              ],
              [
                'Peer review',
                'How many reviewers, which model, and can a paper be rejected?',
                'Double-blind, at least two reviewers; manuscripts are rejected when the reviews require it.',
              ],
              [
                'Plagiarism check',
                'Is similarity checked, and what limit applies?',
                `Yes, before review and before publication; ${journal.claims.plagiarismLimit}.`,
              ],
              [
                'Persistent identifier',
                'Is a DOI registered, and does it resolve?',
                `Crossref DOIs under ${journal.doiPrefix}.`,
              ],
              [
                'Openness',
                'Is the article free to read, and under which licence?',
                `Open access, ${journal.licence.name}.`,
              ],
              [
                'Charges',
                'Is the full price published before submission, and when is it paid?',
                'Published in full; requested only after acceptance.',
              ],
              [
                'Identity',
                'Is there a verifiable ISSN, publisher and editorial board?',
                `e-ISSN ${journal.eIssn}; ${journal.publisher}; [editorial board](/editorial-board) online.`,
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'reading-claims',
      heading: 'Reading Speed Claims Critically',
      blocks: [
        {
          list: [
            'Ask which clock is being quoted: from submission to first decision, to acceptance, or to publication online.',
            'Author time is usually excluded: a major revision takes as long as you need to make it.',
            'A promise of acceptance within 24 hours of submission means no review has taken place.',
            'Check a few recent articles: the received, accepted and published dates printed on them show the real timeline.',
          ],
        },
      ],
    },
    {
      id: 'next-steps',
      heading: 'Next Steps',
      blocks: [
        'The stage-by-stage timeline of this journal is on the [Journal Publishing Process](/journal-publishing-process) page, and what authors can do to avoid delays is on the [fast publishing](/fast-publishing-computer-science-journals) page.',
      ],
    },
  ],
  related: relatedPages(
    '/journal-publishing-process',
    '/fast-publishing-computer-science-journals',
    '/peer-review-policy',
  ),
};
