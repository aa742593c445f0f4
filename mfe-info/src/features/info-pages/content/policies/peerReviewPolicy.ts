import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

export const peerReviewPolicy: PageContent = {
  title: 'Peer Review Policy',
  description: `How ${journal.name} reviews manuscripts: double-blind review by at least two reviewers, the criteria they apply and the time each stage takes.`,
  lead: [
    `Every research and review article in ${journal.shortName} is peer reviewed before it is accepted. The journal uses double-blind review: reviewers do not know who the authors are, and authors do not know who reviewed their work.`,
  ],
  sections: [
    {
      id: 'review-process',
      heading: 'The Review Process',
      blocks: [
        {
          steps: [
            `Editorial screening: the editorial office checks scope, completeness, anonymisation and similarity (which must be ${journal.claims.plagiarismLimit}). Authors receive an initial response ${journal.claims.initialResponse}: the manuscript is sent for review, returned for technical corrections, or declined without review.`,
            'Assignment: the handling editor invites at least two reviewers with expertise in the topic and no conflict of interest with the authors.',
            `Review: reviewers assess the manuscript and report to the editor; the journal aims to complete review ${journal.claims.review}.`,
            `Decision: the editor weighs the reports and decides: accept, minor revision, major revision or reject. The journal aims to send the decision ${journal.claims.decision}, with the reviewers’ comments.`,
            'Revision: revised manuscripts come with a point-by-point response to every comment. Major revisions return to the reviewers; minor ones may be checked by the editor.',
            `Final approval and publication: after acceptance and final checks, the article is published ${journal.claims.publication}.`,
          ],
        },
      ],
    },
    {
      id: 'review-criteria',
      heading: 'What Reviewers Assess',
      blocks: [
        {
          list: [
            'Originality: does the work add something new to what is known, and is related work fairly represented?',
            'Soundness: are the methods, proofs, experiments and statistics correct and appropriate? Are baselines, datasets and evaluation metrics reasonable?',
            'Reproducibility: is there enough detail (and, where possible, data and code) for others to repeat the work?',
            'Significance: does the result matter to researchers or practitioners in the field?',
            'Clarity: is the paper well organised, with figures, tables and language that communicate the results?',
          ],
        },
      ],
    },
    {
      id: 'reviewer-selection',
      heading: 'Choosing Reviewers',
      blocks: [
        'Reviewers are researchers who have published in the area of the manuscript. Authors may suggest reviewers and ask that named people be excluded; the editor considers these requests but is not bound by them. Suggested reviewers must not be recent co-authors or colleagues of any author.',
        'Reviewers declare competing interests when they accept, and keep the manuscript and their report confidential, as set out in the [Publication Ethics & Malpractice Statement](/publication-ethics-policy).',
      ],
    },
    {
      id: 'speed-and-rigour',
      heading: 'Speed and Rigour',
      blocks: [
        'The journal’s short review times come from a large reviewer pool, prompt reminders and an editorial office that follows every manuscript daily, not from a lighter review. A reviewer who needs more time to judge a manuscript properly is given it, and the authors are told of the delay.',
      ],
    },
    {
      id: 'appeals',
      heading: 'Appeals',
      blocks: [
        'Authors may appeal a rejection once, with a reasoned response to the reviews. Appeals are handled by an editor not involved in the original decision, as described under [Complaints and Appeals](/ethics?target=complaints-and-appeals).',
      ],
    },
  ],
  related: relatedPages('/journal-publishing-process', '/publication-ethics-policy', '/paper-status'),
};
