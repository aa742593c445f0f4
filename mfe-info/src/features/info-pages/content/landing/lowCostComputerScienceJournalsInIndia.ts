import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** Search intent: "low cost computer science journals in India". The charge, what it covers, and waivers. */
export const lowCostComputerScienceJournalsInIndia: PageContent = {
  title: 'Low-Cost Computer Science Journals in India',
  metaTitle: `Low-Cost Computer Science Journals in India: Charges, GST and Waivers | ${journal.name}`,
  description: `What publishing in ${journal.shortName} costs Indian authors (${journal.charges.indianWithoutDoi} without DOI, ${journal.charges.indianWithDoi} with DOI), what the charge covers, and how to ask for a waiver.`,
  lead: [
    'Open-access publishing is paid for by an article processing charge instead of reader subscriptions. Those charges range from nothing to several thousand US dollars per article, and a low charge is only a good deal if the journal still reviews, registers and preserves your work properly. Here is exactly what publishing with us costs, and what you get for it.',
  ],
  sections: [
    {
      id: 'what-it-costs',
      heading: 'What It Costs',
      blocks: [
        {
          table: {
            caption: 'The complete charges',
            columns: ['Authors', 'Charge', 'Includes DOI'],
            rows: [
              ['Indian authors', journal.charges.indianWithoutDoi, 'No'],
              ['Indian authors', journal.charges.indianWithDoi, 'Yes'],
              ['International authors', journal.charges.internationalWithDoi, 'Yes'],
            ],
          },
        },
        'That is the full price. There is no submission fee, no page charge, no colour-figure charge and no fee to withdraw a manuscript before acceptance, and nothing is paid unless the manuscript is accepted.',
      ],
    },
    {
      id: 'how-it-stays-low',
      heading: 'How the Charge Stays Low',
      blocks: [
        'The journal is published online only, so there are no printing or postage costs; production uses a single template; and the editorial office works in India. The savings come from the journal’s running costs, not from skipping the work that makes an article trustworthy: plagiarism checking, double-blind review by at least two reviewers, copy-editing, DOI registration and permanent hosting are all included.',
      ],
    },
    {
      id: 'waivers',
      heading: 'Waivers for Authors Who Cannot Pay',
      blocks: [
        `If the charge is still a barrier, for example for a student without funding, ask for a full or partial waiver when you submit, by writing to [${journal.contact.supportEmail}](mailto:${journal.contact.supportEmail}) with your manuscript ID and a short explanation. The publisher’s office decides; editors and reviewers are not told, so a request never affects the review.`,
      ],
    },
    {
      id: 'cheap-is-not-enough',
      heading: 'When a Low Price Is a Warning Sign',
      blocks: [
        {
          list: [
            'The price comes with a promise of acceptance or publication within a day.',
            'The DOI offered does not resolve at doi.org, or the ISSN is not in the ISSN Portal.',
            'Extra fees appear after acceptance, or withdrawing costs money.',
          ],
        },
        'A genuine low-cost journal publishes its full price, reviews every paper and can show you its DOIs and policies; ours are on the [Journal Particulars](/journal-particulars) and [Ethics & Policies](/ethics) pages.',
      ],
    },
  ],
  related: relatedPages('/article-processing-charges', '/refund-policy', '/top-computer-science-journals-in-india'),
};
