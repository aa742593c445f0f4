import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** docs/sections.md: Rs 1200 / Rs 1400 plus 18% GST for Indian authors, $60 for international authors. */
export const articleProcessingCharges: PageContent = {
  title: 'Article Processing Charges',
  description: `Publication fees of ${journal.shortName}: Indian authors ${journal.charges.indianWithoutDoi} (without DOI) or ${journal.charges.indianWithDoi} (with DOI); international authors ${journal.charges.internationalWithDoi} with DOI.`,
  lead: [
    `${journal.name} is open access: readers pay nothing. The cost of peer review, editing, DOI registration, hosting and long-term availability is covered by a single article processing charge (APC), requested only after a manuscript has been accepted.`,
  ],
  sections: [
    {
      id: 'charges',
      heading: 'Charges',
      blocks: [
        {
          table: {
            caption: 'Article processing charges per accepted article',
            columns: ['Authors', 'Without DOI', 'With DOI'],
            rows: [
              ['Indian authors', journal.charges.indianWithoutDoi, journal.charges.indianWithDoi],
              ['International authors', 'Not offered', journal.charges.internationalWithDoi],
            ],
          },
        },
        'The rate depends on the corresponding author’s country of affiliation. Indian authors may choose whether their article is registered with a DOI; articles by international authors are always published with a DOI. We recommend a DOI: it makes the article permanently citable and links its citations through Crossref.',
      ],
    },
    {
      id: 'what-is-included',
      heading: 'What the Charge Covers',
      blocks: [
        {
          list: [
            'editorial screening, plagiarism check and double-blind peer review;',
            'copy-editing, typesetting in the journal layout and proof correction;',
            `DOI registration with Crossref under the prefix ${journal.doiPrefix}, when chosen;`,
            'online publication with full metadata for indexing, and permanent hosting of the article and its PDF.',
          ],
        },
        'There are no other charges: no submission fee, no page or colour charges, and no fee for figures, tables or supplementary files.',
      ],
    },
    {
      id: 'when-and-how-to-pay',
      heading: 'When and How to Pay',
      blocks: [
        {
          steps: [
            'After acceptance, the corresponding author receives an invoice by e-mail and in the Editorial Management System.',
            'Indian authors pay in rupees by UPI, net banking or card; the invoice shows the GST, and an institution’s GSTIN can be added to it on request.',
            'International authors pay in US dollars by card or international bank transfer.',
            `Once the payment is confirmed, the article goes to final production and is published ${journal.claims.publication}.`,
          ],
        },
      ],
    },
    {
      id: 'waivers',
      heading: 'Waivers and Discounts',
      blocks: [
        `Authors who cannot pay may ask for a full or partial waiver when they submit, explaining their circumstances, for example students without funding or researchers in low-income countries. Requests go to [${journal.contact.supportEmail}](mailto:${journal.contact.supportEmail}). Waiver decisions are made by the publisher’s office, not the editors, and editors and reviewers are not told whether a waiver was requested.`,
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        'Charges are refunded in the cases listed in the [Refund Policy](/refund-policy), for example a duplicate payment or an article the journal cannot publish.',
      ],
    },
  ],
  related: relatedPages(
    '/refund-policy',
    '/journal-publishing-process',
    '/low-cost-computer-science-journals-in-india',
  ),
};
