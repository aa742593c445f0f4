import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** docs/sections.md. The frequency stated here is the one every page and description repeats (journal.frequency). */
export const journalParticulars: PageContent = {
  title: 'Journal Particulars',
  description: `Key facts about ${journal.name}: e-ISSN ${journal.eIssn}, ${journal.frequency}, online in ${journal.language} since ${journal.startingYear}, published by ${journal.publisher}.`,
  lead: ['The facts that identify the journal, for authors, librarians and indexing services.'],
  sections: [
    {
      id: 'particulars',
      heading: 'Particulars',
      blocks: [
        {
          facts: [
            { term: 'Title', value: `${journal.name} (${journal.shortName})` },
            { term: 'Frequency', value: journal.frequency },
            { term: 'e-ISSN', value: journal.eIssn },
            { term: 'Publisher', value: `${journal.publisher}, ${journal.publisherAddress}` },
            { term: 'Editor-in-Chief', value: `${journal.editorInChief}, ${journal.editorInChiefAffiliation}` },
            { term: 'Starting year', value: String(journal.startingYear) },
            { term: 'DOI prefix', value: journal.doiPrefix },
            { term: 'Language', value: journal.language },
            { term: 'Format', value: journal.format },
            { term: 'Subject', value: journal.subject },
            { term: 'Access', value: `Open access, [${journal.licence.name}](${journal.licence.url})` },
            {
              term: 'Article processing charge',
              value: `Indian authors: ${journal.charges.indianWithoutDoi} without a DOI, ${journal.charges.indianWithDoi} with a DOI. International authors: ${journal.charges.internationalWithDoi} with a DOI. [Details](/article-processing-charges)`,
            },
          ],
        },
        `The journal publishes ${journal.frequency}. Accepted articles are published online as soon as they are ready and are gathered into the issues of the year.`,
      ],
    },
    {
      id: 'contact-details',
      heading: 'Contact Details',
      blocks: [
        {
          facts: [
            { term: 'Editorial office', value: `[${journal.contact.email}](mailto:${journal.contact.email})` },
            {
              term: 'Author support',
              value: `[${journal.contact.supportEmail}](mailto:${journal.contact.supportEmail})`,
            },
            {
              term: 'Telephone',
              value: `[${journal.contact.phone}](tel:${journal.contact.phone.replaceAll(' ', '')})`,
            },
            { term: 'Office hours', value: journal.contact.hours },
            { term: 'Postal address', value: `${journal.publisher}, ${journal.publisherAddress}` },
          ],
        },
        'You can also write to us through the [contact form](/contact-us).',
      ],
    },
    {
      id: 'doi-and-plagiarism-check',
      heading: 'DOI and Plagiarism Check',
      blocks: [
        {
          panel: {
            title: 'Digital Object Identifier (DOI)',
            blocks: [
              `Articles published with a DOI are registered with Crossref under the prefix ${journal.doiPrefix}. The DOI is a permanent link to the article: cite it, and it will resolve to the article even if the website changes. The DOI appears on the article page and in the PDF.`,
            ],
          },
        },
        {
          panel: {
            title: 'Plagiarism check',
            blocks: [
              `Every manuscript is checked with similarity-detection software before review and again before publication. The similarity index must be ${journal.claims.plagiarismLimit}; the editor reviews every match. See the [Plagiarism Policy](/ethics?target=plagiarism-policy).`,
            ],
          },
        },
      ],
    },
  ],
  related: relatedPages('/aim-and-scope', '/indexing-and-abstracting', '/article-processing-charges'),
};
