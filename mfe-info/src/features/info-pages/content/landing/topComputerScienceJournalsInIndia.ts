import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** Search intent: "top computer science journals in India". What Indian authors need to check, and what this journal offers them. */
export const topComputerScienceJournalsInIndia: PageContent = {
  title: 'Computer Science Journals in India: A Guide for Indian Authors',
  metaTitle: `Top Computer Science Journals in India: What Indian Authors Should Check | ${journal.name}`,
  description: `A guide for Indian computer science researchers choosing a journal: approved lists, DOI and ISSN checks, charges in rupees with GST, and publishing with ${journal.shortName} from Pune.`,
  lead: [
    `India is one of the world’s largest producers of computer science research, and Indian authors face questions that lists of "top journals" rarely answer: will my institution recognise the publication, how will I be invoiced, and can I get help in my time zone? ${journal.name} is published from India by ${journal.publisher}, and this page answers those questions.`,
  ],
  sections: [
    {
      id: 'recognition',
      heading: 'Will My Institution Recognise the Publication?',
      blocks: [
        'Universities, AICTE-approved colleges and research funders each set their own rules for which publications count towards a PhD, appointments and promotions, and those rules change. Before choosing a journal, check your institution’s current requirements with your supervisor or research office; ask in particular whether a DOI, a verified ISSN, indexing in a named database, or a journal on an approved list is required.',
        `We do not claim to appear on any approved list we cannot document. What we can confirm: ${journal.name} has a registered e-ISSN (${journal.eIssn}), Crossref DOIs under the prefix ${journal.doiPrefix}, double-blind peer review, and Google Scholar indexing. It is not indexed in Scopus or the Web of Science.`,
      ],
    },
    {
      id: 'charges-for-indian-authors',
      heading: 'Charges in Rupees, with a GST Invoice',
      blocks: [
        {
          table: {
            caption: 'Charges for Indian authors',
            columns: ['Option', 'Charge'],
            rows: [
              ['Without DOI', journal.charges.indianWithoutDoi],
              ['With DOI (recommended)', journal.charges.indianWithDoi],
            ],
          },
        },
        'Payment is requested only after acceptance, in rupees, by UPI, net banking or card. The tax invoice shows the 18% GST separately, and an institution’s GSTIN can be added so that a department or project grant can pay. See [Article Processing Charges](/article-processing-charges) for the details and waivers.',
      ],
    },
    {
      id: 'support',
      heading: 'Support in Indian Working Hours',
      blocks: [
        `The editorial office is in ${journal.publisherAddress}. Authors can reach it at [${journal.contact.supportEmail}](mailto:${journal.contact.supportEmail}) or ${journal.contact.phone}, ${journal.contact.hours}.`,
      ],
    },
    {
      id: 'for-students-and-faculty',
      heading: 'For Research Students and Faculty',
      blocks: [
        {
          list: [
            `Research scholars: a quick decision (${journal.claims.decision}) helps you plan around coursework, progress reviews and thesis submission.`,
            'Faculty supervising student projects: a project becomes publishable when it asks a research question, compares against existing methods and reports a careful evaluation; the [Instructions for Authors](/instruction-for-author) describe what reviewers expect.',
            'Colleges new to publishing: the editorial office answers questions about scope and preparation before you submit.',
          ],
        },
      ],
    },
  ],
  related: relatedPages(
    '/low-cost-computer-science-journals-in-india',
    '/article-processing-charges',
    '/journal-particulars',
  ),
};
