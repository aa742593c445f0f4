import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** docs/sections.md: the privacy policy has 12 sections. */
export const privacyPolicy: PageContent = {
  title: 'Privacy Policy',
  description: `How ${journal.name} and ${journal.publisher} collect, use, share and protect the personal data of authors, reviewers, subscribers and visitors.`,
  lead: [
    `This policy explains what personal data ${journal.publisher} collects when you use the website of ${journal.name}, submit or review a manuscript, subscribe to our newsletter or write to us; why we collect it; and the choices and rights you have. It applies to this website and to the journal’s Editorial Management System.`,
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who We Are',
      blocks: [
        `The controller of your personal data is ${journal.publisher}, ${journal.publisherAddress}, publisher of ${journal.name} (e-ISSN ${journal.eIssn}). Questions about this policy can be sent to [${journal.contact.supportEmail}](mailto:${journal.contact.supportEmail}).`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: '2. Information We Collect',
      blocks: [
        {
          list: [
            'Authors: name, e-mail address, affiliation, country, ORCID iD if given, and the manuscript, its files and correspondence about it.',
            'Reviewers and editors: name, e-mail address, affiliation, areas of expertise and review reports.',
            'Enquiries: the name, e-mail address, subject and message you send through the contact form or by e-mail.',
            'Newsletter subscribers: the e-mail address you give us.',
            'Payments: billing name and address, GST number for Indian institutions, and the transaction reference. Card and bank details are handled by the payment provider; we do not see or store them.',
            'Visitors: technical data sent by every browser, such as IP address, browser type, pages requested and the time of the request, kept in server logs.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: '3. How We Use Information',
      blocks: [
        {
          list: [
            'to run peer review and publish articles, including the author names, affiliations and e-mail address of the corresponding author that appear with a published article;',
            'to answer enquiries and send messages about a submission, a review or a payment;',
            'to send the newsletter to those who asked for it;',
            'to issue invoices and meet tax and accounting obligations;',
            'to keep the website secure and working, and to understand in aggregate which pages are used.',
          ],
        },
        'We do not sell personal data and we do not use it for advertising.',
      ],
    },
    {
      id: 'legal-basis',
      heading: '4. Legal Basis for Processing',
      blocks: [
        'We process personal data because it is needed to carry out the publishing service you asked for (submission, review, publication), because you consented (newsletter, optional profile details), because the law requires it (invoices and tax records), or because of our legitimate interest in running a secure scholarly journal. Where we rely on consent you may withdraw it at any time. We comply with India’s Digital Personal Data Protection Act, 2023 and, for people in the European Union and the United Kingdom, with the GDPR.',
      ],
    },
    {
      id: 'cookies',
      heading: '5. Cookies and Similar Technologies',
      blocks: [
        'The public website works without advertising or tracking cookies. The Editorial Management System uses a session cookie to keep you signed in, which is deleted when you sign out or close the browser. If we add privacy-friendly visitor statistics, they will count visits without identifying individuals, and this section will say which service is used.',
      ],
    },
    {
      id: 'sharing',
      heading: '6. Sharing of Information',
      blocks: [
        'We share personal data only as needed to publish and run the journal:',
        {
          list: [
            'with reviewers and editors, who see the manuscript but, under double-blind review, not the authors’ identities;',
            'with Crossref and indexing services, which receive the metadata of published articles (titles, author names, affiliations, references);',
            'with service providers that host our servers, send e-mail and process payments, under contracts that require them to protect the data;',
            'with authorities when the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'published-information',
      heading: '7. Information Published with Articles',
      blocks: [
        'Author names, affiliations and the corresponding author’s e-mail address are part of the scholarly record once an article is published. They are distributed openly with the article and its metadata and cannot be withdrawn afterwards, except through the correction procedures in the [Ethics & Policies](/ethics?target=article-withdrawal).',
      ],
    },
    {
      id: 'retention',
      heading: '8. Data Retention',
      blocks: [
        'Submission and review records are kept for as long as the article is published, and for five years after a decision on a manuscript that was not published, so that questions about the decision can be answered. Invoices are kept for the period tax law requires. Enquiries are kept for two years, newsletter addresses until you unsubscribe, and server logs for 90 days.',
      ],
    },
    {
      id: 'security',
      heading: '9. Data Security',
      blocks: [
        'The website and the Editorial Management System are served over encrypted connections. Access to submission and review records is limited to the editors and staff who need it, accounts are protected by passwords, and backups are encrypted. No system is perfectly secure; if a breach affects your data we will tell you and the authorities as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: '10. Your Rights',
      blocks: [
        `You may ask for a copy of the personal data we hold about you, ask us to correct it, to delete it where we are not required to keep it, or to stop processing it for a purpose based on consent or legitimate interest. Write to [${journal.contact.supportEmail}](mailto:${journal.contact.supportEmail}); we answer within 30 days. You may also complain to your data protection authority.`,
      ],
    },
    {
      id: 'children',
      heading: '11. Children’s Privacy',
      blocks: [
        'The journal’s services are intended for researchers and professionals. We do not knowingly collect personal data from children under 18; a student author under 18 submits with the consent of a parent or guardian and a supervising teacher.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: '12. Changes to This Policy and Contact',
      blocks: [
        `We may update this policy when our services or the law change; the new version is published on this page, and significant changes are announced to registered users by e-mail. For any question about your personal data, write to [${journal.contact.supportEmail}](mailto:${journal.contact.supportEmail}) or to ${journal.publisher}, ${journal.publisherAddress}.`,
      ],
    },
  ],
  related: relatedPages('/terms-and-conditions', '/refund-policy', '/contact-us'),
};
