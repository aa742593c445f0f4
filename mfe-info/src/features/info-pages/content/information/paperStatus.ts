import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

export const paperStatus: PageContent = {
  title: 'Article Status',
  description: `How to track your manuscript in the Editorial Management System of ${journal.name}, and what each status means.`,
  lead: [
    'The status of every manuscript is kept in the Editorial Management System (EMS), where the corresponding author can check it at any time. This page explains how to find it and what each status means.',
  ],
  sections: [
    {
      id: 'how-to-check',
      heading: 'How to Check the Status',
      blocks: [
        {
          steps: [
            'Select Author Login at the top of any page; the EMS opens in a new tab.',
            'Sign in with the e-mail address and password used to submit the manuscript.',
            'Open My Submissions. Each manuscript is listed with its ID, title, submission date and current status.',
            'Select the manuscript to see its history, the decision letters and any files you are asked to upload.',
          ],
        },
        'The EMS also e-mails the corresponding author whenever the status changes. If an e-mail has not arrived, check the spam folder and add the journal’s address to your contacts.',
      ],
    },
    {
      id: 'statuses',
      heading: 'What Each Status Means',
      blocks: [
        {
          table: {
            caption: 'Manuscript statuses in the Editorial Management System',
            columns: ['Status', 'Meaning', 'What you do'],
            rows: [
              [
                'Submitted',
                `The manuscript has been received and is in editorial screening. An initial response is sent ${journal.claims.initialResponse}.`,
                'Nothing; wait for the initial response.',
              ],
              [
                'Under Review',
                `The manuscript passed screening and is with the reviewers; review is expected ${journal.claims.review}.`,
                'Nothing; the decision follows the reviews.',
              ],
              [
                'Revision Required',
                'The editor asks for changes, described in the decision letter with the reviewers’ comments.',
                'Upload the revised manuscript and a point-by-point response before the date in the letter.',
              ],
              [
                'Accepted',
                'The manuscript has been accepted for publication.',
                'Pay the [article processing charge](/article-processing-charges), upload the signed [copyright form](/downloads) and approve the proof.',
              ],
              [
                'Published',
                'The article is online, with its DOI if one was chosen, and appears in the current issue.',
                'Share the DOI link; check the article page for any error within 7 days.',
              ],
            ],
          },
        },
        'A manuscript that is declined is shown as Rejected, with the decision letter and the reviewers’ comments.',
      ],
    },
    {
      id: 'delays',
      heading: 'If a Status Has Not Changed',
      blocks: [
        `If the status has not changed for longer than the times given on the [Journal Publishing Process](/journal-publishing-process) page, write to [${journal.contact.supportEmail}](mailto:${journal.contact.supportEmail}) with your manuscript ID. The editorial office replies during office hours (${journal.contact.hours}).`,
      ],
    },
  ],
  related: relatedPages('/guidance-for-ems', '/journal-publishing-process'),
};
