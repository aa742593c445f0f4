import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** Search intent: "best computer science journals". The best journal for a given paper, and how to avoid a bad one. */
export const bestComputerScienceJournals: PageContent = {
  title: 'Best Computer Science Journals: Choosing the Right One for Your Paper',
  metaTitle: `Best Computer Science Journals: How to Choose the Right One for Your Paper | ${journal.name}`,
  description:
    'How to find the best computer science journal for your paper: fit, review quality, openness, speed and cost, and the warning signs of a predatory journal.',
  lead: [
    'The best journal is not the same for every paper. It is the one whose readers care about your result, whose reviewers will judge it fairly, and whose practical terms (speed, licence, cost) suit your situation. These questions will help you decide.',
  ],
  sections: [
    {
      id: 'five-questions',
      heading: 'Five Questions to Ask',
      blocks: [
        {
          steps: [
            'Fit: does the journal publish papers like yours? Read its aim and scope and its recent articles, not just its title.',
            'Review: is peer review described clearly, with named editors you can look up? A journal that promises acceptance before review is not reviewing.',
            'Reach: will your readers find the article? Look for open access, DOIs and indexing in the services your community uses.',
            'Terms: who keeps the copyright, under which licence is the article published, and what does it cost, including taxes and any hidden fees?',
            'Time: how long do review and publication take, and does that fit your thesis, promotion or project deadline?',
          ],
        },
      ],
    },
    {
      id: 'warning-signs',
      heading: 'Warning Signs of a Predatory Journal',
      blocks: [
        {
          list: [
            'Unsolicited e-mails praising your work and inviting a submission to a journal outside your field.',
            'Guaranteed acceptance, or publication within a day or two of submission.',
            'An ISSN that does not exist in the ISSN Portal, or DOIs that do not resolve.',
            'An editorial board with no verifiable names, or names used without permission.',
            'Invented metrics such as a "Global Impact Factor", or claims of indexing you cannot confirm.',
            'Charges that are revealed only after acceptance, or a fee to withdraw a paper.',
          ],
        },
        'The Think. Check. Submit. initiative offers a checklist that helps researchers identify trusted journals.',
      ],
    },
    {
      id: 'checking-ijcri',
      heading: `Checking ${journal.shortName} Against These Questions`,
      blocks: [
        {
          facts: [
            {
              term: 'Fit',
              value: 'All areas of computer science and its applications: see [Aim and Scope](/aim-and-scope).',
            },
            {
              term: 'Review',
              value: `Double-blind review by at least two reviewers, described in the [Peer Review Policy](/peer-review-policy); Editor-in-Chief ${journal.editorInChief}.`,
            },
            {
              term: 'Reach',
              value: `Open access; Crossref DOIs (prefix ${journal.doiPrefix}); indexed by Google Scholar. Not indexed in Scopus or the Web of Science.`,
            },
            {
              term: 'Terms',
              value: `Authors keep the copyright; ${journal.licence.name} licence; the charges are published in full on the [Article Processing Charges](/article-processing-charges) page and requested only after acceptance.`,
            },
            {
              term: 'Time',
              value: `Initial response ${journal.claims.initialResponse}, decision ${journal.claims.decision}, publication ${journal.claims.publication}.`,
            },
            {
              term: 'Identity',
              value: `e-ISSN ${journal.eIssn}; published by ${journal.publisher}, ${journal.publisherAddress}.`,
            },
          ],
        },
      ],
    },
  ],
  related: relatedPages('/top-computer-science-journals-list', '/publication-ethics-policy', '/journal-particulars'),
};
