import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** The terms and conditions: 11 sections; section 3 states the journal's one licence (journal.licence). */
export const termsAndConditions: PageContent = {
  title: 'Terms and Conditions',
  description: `The terms for using the website of ${journal.name}, submitting manuscripts and reusing published articles under the ${journal.licence.name} licence.`,
  lead: [
    `These terms govern your use of the website of ${journal.name} (${journal.shortName}) and its Editorial Management System, published by ${journal.publisher}. Please read them together with the [Privacy Policy](/privacy-policy) and the [Refund Policy](/refund-policy).`,
  ],
  sections: [
    {
      id: 'acceptance',
      heading: '1. Acceptance of Terms',
      blocks: [
        'By using this website, submitting a manuscript or acting as a reviewer, you agree to these terms. If you do not agree, please do not use the website or its services.',
      ],
    },
    {
      id: 'about-the-journal',
      heading: '2. About the Journal',
      blocks: [
        `${journal.shortName} is an open-access, peer-reviewed journal of ${journal.subject.toLowerCase()}, published online in ${journal.language} since ${journal.startingYear} (e-ISSN ${journal.eIssn}). Its editorial policies are set out in [Ethics & Policies](/ethics) and the [Publication Ethics & Malpractice Statement](/publication-ethics-policy); those policies form part of these terms.`,
      ],
    },
    {
      id: 'licence',
      heading: '3. Licence of Published Articles',
      blocks: [
        `Articles are published under the ${journal.licence.title} licence ([${journal.licence.name}](${journal.licence.url})). You may copy, redistribute, adapt and build upon an article in any medium or format, for any purpose including commercial use, provided that:`,
        {
          list: [
            'you give appropriate credit to the authors and the journal, with a link to the article’s DOI and to the licence;',
            'you indicate whether you made changes to the article;',
            'you do not suggest that the authors or the journal endorse you or your use.',
          ],
        },
        'The authors keep the copyright. Material inside an article that comes from another source (a figure or table reproduced with permission) is covered by its own terms, stated in its caption.',
      ],
    },
    {
      id: 'author-responsibilities',
      heading: '4. Author Responsibilities',
      blocks: [
        'By submitting a manuscript, the corresponding author confirms on behalf of all authors that the work is original, is not under consideration elsewhere, does not infringe anyone’s rights, and that all authors agree to its submission. Authors are responsible for the accuracy of their work and for obtaining permission to reproduce material owned by others.',
      ],
    },
    {
      id: 'submission-and-review',
      heading: '5. Submission, Review and Publication',
      blocks: [
        'Submission does not guarantee publication. Manuscripts are accepted or rejected by the editors on the advice of peer reviewers, as described in the [Peer Review Policy](/peer-review-policy). The journal may edit accepted articles for language, style and length, and sends proofs to the authors for approval before publication.',
      ],
    },
    {
      id: 'fees',
      heading: '6. Fees and Payment',
      blocks: [
        `There is no charge to submit a manuscript. An [article processing charge](/article-processing-charges) is payable only after acceptance: ${journal.charges.indianWithoutDoi} without a DOI or ${journal.charges.indianWithDoi} with a DOI for Indian authors, and ${journal.charges.internationalWithDoi} with a DOI for international authors. Refunds are governed by the [Refund Policy](/refund-policy).`,
      ],
    },
    {
      id: 'website-content',
      heading: '7. Website Content and Trademarks',
      blocks: [
        `Apart from the published articles, the content of this website (texts of its pages, design and logo) belongs to ${journal.publisher}. The journal’s name and logo may be used to refer to the journal and its articles, but not in a way that suggests endorsement.`,
      ],
    },
    {
      id: 'acceptable-use',
      heading: '8. Acceptable Use',
      blocks: [
        {
          list: [
            'Do not use the website or the Editorial Management System to submit fraudulent, plagiarised or fabricated work, or to impersonate another person.',
            'Do not attempt to break the security of the website, disrupt it, or access accounts and data that are not yours.',
            'Automated downloading is welcome for text and data mining of published articles, provided it does not overload the servers.',
          ],
        },
        'We may suspend accounts that break these rules and report serious misconduct to the authors’ institutions.',
      ],
    },
    {
      id: 'disclaimer',
      heading: '9. Disclaimer',
      blocks: [
        'Articles express the views of their authors, not of the journal, its editors or the publisher. Although articles are peer reviewed, the journal does not guarantee that their content is free of errors; readers should verify methods and results before relying on them, especially in safety-critical systems.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '10. Limitation of Liability',
      blocks: [
        `To the extent the law allows, ${journal.publisher} is not liable for any loss arising from the use of the website or of published articles, or from temporary unavailability of the website. Our total liability to an author in connection with an article is limited to the charges that author paid for it.`,
      ],
    },
    {
      id: 'governing-law-and-changes',
      heading: '11. Governing Law and Changes to These Terms',
      blocks: [
        `These terms are governed by the laws of India, and the courts of Pune, Maharashtra have jurisdiction. We may update the terms; the version on this page applies from its publication. Questions about these terms can be sent to [${journal.contact.email}](mailto:${journal.contact.email}).`,
      ],
    },
  ],
  related: relatedPages('/privacy-policy', '/refund-policy', '/article-processing-charges'),
};
