import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

export const faqs: PageContent = {
  title: 'Frequently Asked Questions',
  metaTitle: `FAQs | ${journal.name}`,
  description: `Answers to authors’ common questions about ${journal.name}: submission, review times, charges, DOI, plagiarism, indexing and open access.`,
  lead: [
    `Quick answers to the questions authors ask us most. If yours is not here, write to [${journal.contact.email}](mailto:${journal.contact.email}).`,
  ],
  sections: [
    {
      id: 'submission',
      heading: 'Submission',
      blocks: [
        {
          faqs: [
            {
              id: 'how-to-submit',
              question: 'How do I submit a manuscript?',
              answer: [
                'Prepare it with the [manuscript template](/downloads/IJCRI-Manuscript-Template.docx), then select Author Login at the top of the page to open the Editorial Management System and choose New Submission. The [step-by-step guide](/guidance-for-ems) covers every screen.',
              ],
            },
            {
              id: 'submission-fee',
              question: 'Is there a fee to submit?',
              answer: [
                'No. Submission and review are free. The [article processing charge](/article-processing-charges) is requested only after acceptance.',
              ],
            },
            {
              id: 'scope-check',
              question: 'How do I know whether my paper fits the journal?',
              answer: [
                'Read the [Aim and Scope](/aim-and-scope) and [Topics](/topics). If you are still unsure, send the title and abstract to the editorial office before submitting; we will tell you whether it is within scope.',
              ],
            },
            {
              id: 'conference-extension',
              question: 'Can I submit an extended version of my conference paper?',
              answer: [
                'Yes, if it adds at least 30% new material (for example new experiments or analysis), cites the conference paper, and you declare it in the cover letter. The conference publisher’s copyright terms must allow it.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'review-and-publication',
      heading: 'Review and Publication',
      blocks: [
        {
          faqs: [
            {
              id: 'how-long',
              question: 'How long does it take to publish?',
              answer: [
                `The journal aims to send an initial response ${journal.claims.initialResponse}, complete review ${journal.claims.review} and send a decision ${journal.claims.decision}. After final approval, the article is published ${journal.claims.publication}. Time for revisions depends on the authors.`,
              ],
            },
            {
              id: 'review-type',
              question: 'What kind of peer review does the journal use?',
              answer: [
                'Double-blind review by at least two independent reviewers. See the [Peer Review Policy](/peer-review-policy).',
              ],
            },
            {
              id: 'track-status',
              question: 'How can I find out the status of my manuscript?',
              answer: [
                'Sign in to the Editorial Management System and open My Submissions. The statuses (Submitted, Under Review, Revision Required, Accepted, Published) are explained on the [Article Status](/paper-status) page.',
              ],
            },
            {
              id: 'frequency',
              question: 'How often is the journal published?',
              answer: [
                `The journal publishes ${journal.frequency}. Accepted articles are published online as soon as they are ready, without waiting for the issue to close.`,
              ],
            },
            {
              id: 'withdraw',
              question: 'Can I withdraw my manuscript?',
              answer: [
                'Before acceptance, yes, by writing to the editorial office for all authors. After acceptance only for a serious reason, and published articles are corrected or retracted rather than withdrawn. See the [Article Withdrawal Policy](/ethics?target=article-withdrawal).',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'charges-and-doi',
      heading: 'Charges, DOI and Plagiarism',
      blocks: [
        {
          faqs: [
            {
              id: 'apc',
              question: 'What does it cost to publish?',
              answer: [
                `Indian authors pay ${journal.charges.indianWithoutDoi} without a DOI or ${journal.charges.indianWithDoi} with a DOI; international authors pay ${journal.charges.internationalWithDoi} with a DOI. There are no page or colour charges. Waivers can be requested; see [Article Processing Charges](/article-processing-charges).`,
              ],
            },
            {
              id: 'doi',
              question: 'Will my article get a DOI?',
              answer: [
                `Articles by international authors always do, and Indian authors can choose one. DOIs are registered with Crossref under the prefix ${journal.doiPrefix}.`,
              ],
            },
            {
              id: 'plagiarism',
              question: 'What similarity level is accepted?',
              answer: [
                `The similarity index must be ${journal.claims.plagiarismLimit}, and the editor checks every match: copied text without citation is rejected whatever the percentage. See the [Plagiarism Policy](/ethics?target=plagiarism-policy).`,
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'access-and-indexing',
      heading: 'Open Access and Indexing',
      blocks: [
        {
          faqs: [
            {
              id: 'licence',
              question: 'Who owns the copyright, and under what licence is my article published?',
              answer: [
                `You keep the copyright. Articles are published open access under the [${journal.licence.name}](${journal.licence.url}) licence; see [Copyright, Grants and Ownership Declaration](/ethics?target=copyright-ownership).`,
              ],
            },
            {
              id: 'indexing',
              question: 'Where is the journal indexed?',
              answer: [
                'Articles are registered with Crossref and indexed by Google Scholar. The journal is not indexed in Scopus or the Web of Science; see [Indexing and Abstracting](/indexing-and-abstracting).',
              ],
            },
            {
              id: 'impact-factor',
              question: 'What is the journal’s impact factor?',
              answer: [
                'The journal does not have a Clarivate Journal Impact Factor and does not claim one. The [Impact Factor](/impact-factor) page explains the citation data it does report.',
              ],
            },
          ],
        },
      ],
    },
  ],
  related: relatedPages('/journal-particulars', '/contact-us'),
};
