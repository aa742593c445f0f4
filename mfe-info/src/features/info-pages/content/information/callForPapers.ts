import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

export const callForPapers: PageContent = {
  title: 'Call for Papers',
  description: `${journal.name} invites original research, review articles and short communications in computer science. Submissions are open all year.`,
  lead: [
    `${journal.name} invites researchers, academics, practitioners and research students to submit original work in computer science and technology. Submissions are open throughout the year: there is no deadline, and an accepted article is published online ${journal.claims.publication} and placed in the next of the journal’s ${journal.issuesPerYear} issues of the year.`,
  ],
  sections: [
    {
      id: 'why-submit',
      heading: 'Why Submit to the Journal',
      blocks: [
        {
          list: [
            `Double-blind peer review by at least two reviewers, with an initial response ${journal.claims.initialResponse} and a decision ${journal.claims.decision}.`,
            'Open access from the day of publication, so anyone can read and cite your work.',
            `A Crossref DOI under the prefix ${journal.doiPrefix} and metadata that Google Scholar reads.`,
            `An affordable charge, requested only after acceptance: ${journal.charges.indianWithoutDoi} (Indian authors, without a DOI), ${journal.charges.indianWithDoi} (with a DOI) or ${journal.charges.internationalWithDoi} (international authors, with a DOI).`,
          ],
        },
      ],
    },
    {
      id: 'topics',
      heading: 'Topics of Interest',
      blocks: [
        'Topics include, but are not limited to:',
        {
          list: [
            'machine learning, deep learning and explainable AI',
            'large language models and natural language processing',
            'computer vision and multimedia',
            'data science, data engineering and analytics',
            'software engineering, DevOps and software quality',
            'networks, 5G and beyond, and the Internet of Things',
            'cyber security, privacy and digital forensics',
            'cloud, edge and high-performance computing',
            'blockchain and its applications',
            'human-computer interaction and accessible computing',
            'algorithms and theory of computing',
            'computing for health, agriculture, education and sustainability',
          ],
        },
        'See [Aim and Scope](/aim-and-scope) and the [Topics](/topics) pages for the journal’s full scope.',
      ],
    },
    {
      id: 'how-to-submit',
      heading: 'How to Submit',
      blocks: [
        {
          steps: [
            'Prepare the manuscript with the [manuscript template](/downloads/IJCRI-Manuscript-Template.docx), following the [Instructions for Authors](/instruction-for-author).',
            'Check the similarity of your text and make sure every source is cited.',
            'Sign in to the Editorial Management System with the Author Login button at the top of the page (or Submit in the side panel) and follow the steps on the [Editorial Management System](/guidance-for-ems) page.',
          ],
        },
        `Questions before submitting can be sent to [${journal.contact.email}](mailto:${journal.contact.email}).`,
      ],
    },
  ],
  related: relatedPages('/instruction-for-author', '/journal-publishing-process', '/downloads'),
};
