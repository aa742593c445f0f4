import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

export const refundPolicy: PageContent = {
  title: 'Refund Policy',
  description: `When ${journal.name} refunds an article processing charge, how to request a refund and how long it takes.`,
  lead: [
    `Submission to ${journal.name} is free. The [article processing charge](/article-processing-charges) is requested only after a manuscript has been accepted, so authors never pay for a manuscript that is rejected. This policy explains the cases in which a charge that has been paid is refunded.`,
  ],
  sections: [
    {
      id: 'full-refund',
      heading: 'When We Refund in Full',
      blocks: [
        {
          list: [
            'The same charge was paid twice, or more than the invoiced amount was paid.',
            'The charge was paid but the journal cannot publish the article for reasons of its own.',
            'A DOI was paid for but could not be registered; the difference between the charge with and without a DOI is refunded.',
            'A waiver or discount granted before payment was not applied.',
          ],
        },
      ],
    },
    {
      id: 'partial-refund',
      heading: 'When We Refund in Part',
      blocks: [
        'If the authors withdraw an accepted and paid article before it is published, for a serious reason such as an error discovered in the results, the charge is refunded after deduction of 25% for the editorial and production work already done.',
      ],
    },
    {
      id: 'no-refund',
      heading: 'When No Refund Is Made',
      blocks: [
        {
          list: [
            'After the article has been published, including when it is later corrected or retracted.',
            'When the article is withdrawn or retracted because of plagiarism, duplicate submission, fabricated data or other misconduct by the authors.',
            'When the authors withdraw an accepted article in order to publish it elsewhere.',
          ],
        },
      ],
    },
    {
      id: 'how-to-request',
      heading: 'How to Request a Refund',
      blocks: [
        {
          steps: [
            `Write to [${journal.contact.supportEmail}](mailto:${journal.contact.supportEmail}) within 60 days of the payment, with the manuscript ID, the payment reference and the reason for the request.`,
            'We confirm receipt within two working days and decide within seven working days.',
            'Approved refunds are paid to the original payment method within 14 working days of the decision. For Indian payments the GST refunded follows the amount refunded, and a credit note is issued.',
          ],
        },
        'Bank or payment-provider charges for international transfers are not refundable when the payment was made correctly.',
      ],
    },
  ],
  related: relatedPages('/article-processing-charges', '/terms-and-conditions', '/contact-us'),
};
