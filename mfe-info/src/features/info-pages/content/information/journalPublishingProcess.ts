import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

export const journalPublishingProcess: PageContent = {
  title: 'Journal Publishing Process',
  description: `From submission to publication in ${journal.shortName}: initial response ${journal.claims.initialResponse}, review ${journal.claims.review}, decision ${journal.claims.decision}, publication ${journal.claims.publication}.`,
  lead: [
    'Every manuscript follows the same path from submission to publication. This page describes each stage, what the journal does and what the authors are asked to do, and how long each stage is expected to take.',
  ],
  sections: [
    {
      id: 'timeline',
      heading: 'Timeline at a Glance',
      blocks: [
        {
          table: {
            caption: 'Expected time for each stage',
            columns: ['Stage', 'Expected time'],
            rows: [
              ['Initial response (editorial screening)', journal.claims.initialResponse],
              ['Peer review', journal.claims.review],
              ['Decision', journal.claims.decision],
              ['Publication', journal.claims.publication],
            ],
          },
        },
        'Time spent by the authors on revision and payment is not included. These are the times the journal works to for most manuscripts; a manuscript that needs a specialist reviewer or a second round of review takes longer, and the authors are told.',
      ],
    },
    {
      id: 'stages',
      heading: 'The Stages',
      blocks: [
        {
          steps: [
            'Submission: the corresponding author submits the manuscript in the journal template through the Editorial Management System and receives a manuscript ID.',
            `Editorial screening: the editorial office checks scope, format and similarity (${journal.claims.plagiarismLimit}) and replies ${journal.claims.initialResponse}.`,
            `Peer review: at least two independent reviewers assess the manuscript under double-blind review, ${journal.claims.review}.`,
            `Decision: the editor sends the decision with the reviewers’ reports ${journal.claims.decision}: accept, revise or reject.`,
            'Revision: the authors revise the manuscript and reply to each comment. The revised version is checked by the editor and, for major revisions, by the reviewers.',
            'Acceptance: the authors receive the acceptance letter, the invoice for the [article processing charge](/article-processing-charges) and the [copyright form](/downloads).',
            'Production: the article is copy-edited and typeset; the authors approve the proof within 48 hours.',
            `Publication: ${journal.claims.publication}, the article is published online with its DOI and added to the current issue.`,
          ],
        },
      ],
    },
    {
      id: 'tracking',
      heading: 'Following Your Manuscript',
      blocks: [
        'The status of a manuscript is shown in the Editorial Management System at every stage, and an e-mail is sent when it changes. The statuses are explained on the [Article Status](/paper-status) page.',
      ],
    },
  ],
  related: relatedPages('/peer-review-policy', '/paper-status', '/guidance-for-ems'),
};
