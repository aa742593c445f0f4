import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** Search intent: "fast publishing computer science journals". How a quick timeline is achieved, and how authors keep it quick. */
export const fastPublishingComputerScienceJournals: PageContent = {
  title: 'Fast Publishing Computer Science Journals: How Quick Review Works',
  metaTitle: `Fast Publishing Computer Science Journals: Quick Review Without Shortcuts | ${journal.name}`,
  description: `How ${journal.name} publishes quickly without weakening peer review, and a checklist that keeps your manuscript on the fast track.`,
  lead: [
    `Slow journals are rarely slow because reviewing takes long: most of the time is spent waiting, for an editor to read the submission, for reviewers to accept, or for a reminder to be sent. ${journal.name} removes the waiting, not the review.`,
  ],
  sections: [
    {
      id: 'how-we-keep-it-fast',
      heading: 'How the Journal Keeps Review Fast',
      blocks: [
        {
          list: [
            `An editorial office that screens every new submission the day it arrives, so authors receive an initial response ${journal.claims.initialResponse}.`,
            'A large pool of reviewers grouped by topic, so invitations go to people who can accept immediately.',
            `Structured review forms and a clear deadline, so reviews come back ${journal.claims.review}, and the editor decides ${journal.claims.decision}.`,
            `Production that starts the day final approval is given, so the article is published ${journal.claims.publication}.`,
          ],
        },
        'What is not shortened: the plagiarism check, the number of reviewers (at least two) and the editor’s reading of the reports. A manuscript that needs a specialist or another round of review gets it, and the authors are told.',
      ],
    },
    {
      id: 'author-checklist',
      heading: 'Keep Your Manuscript on the Fast Track',
      blocks: [
        'Most delays after submission come from manuscripts that have to be sent back. Before you submit:',
        {
          steps: [
            'Use the [manuscript template](/downloads/IJCRI-Manuscript-Template.docx) and follow the [Instructions for Authors](/instruction-for-author).',
            `Check similarity yourself and rewrite or cite any matched passage; the limit is ${journal.claims.plagiarismLimit}.`,
            'Anonymise the manuscript for double-blind review.',
            'Complete every reference, with DOIs where they exist.',
            'Prepare the declarations (funding, competing interests, data and code availability) in advance.',
            'Reply to revision requests point by point, and upload the revision as soon as it is ready.',
            'After acceptance, pay the charge and return the signed [copyright form](/downloads/IJCRI-Copyright-Form.pdf) promptly; approve the proof within 48 hours.',
          ],
        },
      ],
    },
    {
      id: 'when-speed-matters',
      heading: 'When Speed Matters Most',
      blocks: [
        'A quick, reliable decision helps students who need a publication before a thesis submission, researchers reporting results in a fast-moving area, and anyone whose paper would otherwise wait months for a first response. If you have a firm deadline, mention it in the cover letter: the editors cannot shorten review for you, but they can tell you honestly whether the deadline is realistic.',
      ],
    },
  ],
  related: relatedPages(
    '/fast-publication-computer-science-journals-list',
    '/journal-publishing-process',
    '/instruction-for-author',
  ),
};
