import type { RelatedLink } from '../model.ts';

/**
 * The name each page goes by in a "Related pages" list, by its address: one name a page, so every list
 * that points to it says the same words and a content module names only the addresses.
 */
const RELATED_PAGE_NAMES = {
  '/aim-and-scope': 'Aim and Scope',
  '/archives': 'Archives',
  '/article-processing-charges': 'Article Processing Charges',
  '/best-computer-science-journals': 'Choosing the best journal for your paper',
  '/call-for-papers': 'Call for Papers',
  '/contact-us': 'Contact Us',
  '/cross-mark-policy': 'Crossmark Policy',
  '/downloads': 'Downloads',
  '/ethics': 'Ethics & Policies',
  '/FAQs': 'FAQs',
  '/fast-publication-computer-science-journals-list': 'Comparing fast publication journals',
  '/fast-publishing-computer-science-journals': 'How fast publishing works',
  '/guidance-for-ems': 'Editorial Management System',
  '/impact-factor': 'Impact Factor',
  '/indexing-and-abstracting': 'Indexing and Abstracting',
  '/instruction-for-author': 'Instructions for Authors',
  '/journal-particulars': 'Journal Particulars',
  '/journal-publishing-process': 'Journal Publishing Process',
  '/low-cost-computer-science-journals-in-india': 'Low-cost journals for Indian authors',
  '/paper-status': 'Article Status',
  '/peer-review-policy': 'Peer Review Policy',
  '/privacy-policy': 'Privacy Policy',
  '/publication-ethics-policy': 'Publication Ethics & Malpractice Statement',
  '/refund-policy': 'Refund Policy',
  '/terms-and-conditions': 'Terms and Conditions',
  '/top-10-journals-in-computer-science': 'Top 10 Journals in Computer Science',
  '/top-computer-science-journals': 'How journal rankings work',
  '/top-computer-science-journals-in-india': 'A guide for Indian authors',
  '/top-computer-science-journals-list': 'Top computer science journals by research area',
  '/topics': 'Topics',
} as const;

export type RelatedPagePath = keyof typeof RELATED_PAGE_NAMES;

/** A content module's `related` list, in the order given. */
export function relatedPages(...paths: RelatedPagePath[]): RelatedLink[] {
  return paths.map((to) => ({ label: RELATED_PAGE_NAMES[to], to }));
}
