import { journal, type PageAddress } from '@journal/shared';

/**
 * Every menu of the site in one place (docs/sections.md), read by the desktop navbar, the mobile
 * menu, the side panel and the footer, so a page is renamed or moved here once.
 * Labels the spec gives are kept word for word; entries it lists only as paths get the page's name.
 */

export interface MenuLink {
  title: string;
  /** A page of the route table (the compiler checks the path against its patterns). */
  to: PageAddress;
}

/** "Journal info" menu: the side panel's Quick Links. */
export const journalInfoMenu: MenuLink[] = [
  { title: 'Aim and Scope', to: '/aim-and-scope' },
  { title: 'Instructions for Authors', to: '/instruction-for-author' },
  { title: 'Journal Publishing Process', to: '/journal-publishing-process' },
  { title: 'Editorial Management System', to: '/guidance-for-ems' },
  { title: 'Article Status', to: '/paper-status' },
  { title: 'Topics', to: '/topics' },
  { title: 'Call for Papers', to: '/call-for-papers' },
  { title: 'Indexing and Abstracting', to: '/indexing-and-abstracting' },
  { title: 'Impact Factor', to: '/impact-Factor' },
  { title: 'Article Processing Charges', to: '/article-processing-charges' },
];

/** "Policies" menu: the side panel's Policies. */
export const policiesMenu: MenuLink[] = [
  { title: 'Ethics & Policies', to: '/ethics' },
  { title: 'Publication Ethics & Malpractice Statement', to: '/publication-ethics-policy' },
  { title: 'Peer Review Policy', to: '/peer-review-policy' },
  { title: 'Plagiarism Policy', to: '/ethics?target=plagiarism-policy' },
  { title: 'Editorial Policies', to: '/ethics?target=editorial-policies' },
  { title: 'Article Withdrawal Policy', to: '/ethics?target=article-withdrawal' },
  { title: 'Copyright, Grants and Ownership Declaration', to: '/ethics?target=copyright-ownership' },
  { title: 'Open Access Policy', to: '/ethics?target=open-access-policy' },
  { title: 'Cross Mark Policy', to: '/cross-mark-policy' },
  { title: 'Contact Us', to: '/contact-us' },
];

export const aboutUsMenu: MenuLink[] = [
  { title: 'Aim and Scope', to: '/aim-and-scope' },
  { title: 'Editorial Board', to: '/editorial-board' },
  { title: 'Indexing and Abstracting', to: '/indexing-and-abstracting' },
  { title: 'Publication Ethics & Malpractice Statement', to: '/publication-ethics-policy' },
  { title: 'Peer Review Policy', to: '/peer-review-policy' },
  { title: 'Ethics & Policies', to: '/ethics' },
  { title: 'Cross Mark Policy', to: '/cross-mark-policy' },
  { title: 'Impact Factor', to: '/impact-Factor' },
  { title: 'Journal Particulars', to: '/journal-particulars' },
  { title: 'FAQs', to: '/FAQs' },
];

export const forAuthorsMenu: MenuLink[] = [
  { title: 'Journal Publishing Process', to: '/journal-publishing-process' },
  { title: 'Topics', to: '/topics' },
  { title: 'Call for Papers', to: '/call-for-papers' },
  { title: 'Instructions for Authors', to: '/instruction-for-author' },
  { title: 'Editorial Management System', to: '/guidance-for-ems' },
  { title: 'Article Processing Charges', to: '/article-processing-charges' },
  { title: 'Article Status', to: '/paper-status' },
  { title: 'Downloads', to: '/downloads' },
];

/** "Archive list": the Thesis dropdown. */
export const thesisMenu: MenuLink[] = [
  { title: 'Publications', to: '/publications' },
  { title: 'Archives', to: '/thesis' },
];

/** "Conference list": the Conference dropdown. */
export const conferenceMenu: MenuLink[] = [
  { title: 'Apply for Collaboration', to: '/conference-procedings' },
  { title: 'Published Conferences', to: '/conference' },
];

/** Placeholder target of the Current Issue entry; the navbar resolves it from the archive index. */
export const CURRENT_ISSUE: PageAddress = '/current-issue';

export type MainEntry =
  | { kind: 'link'; label: string; mobileLabel?: string; to: PageAddress }
  | { kind: 'menu'; label: string; items: MenuLink[] };

/** The main navigation bar, left to right (Author Login is added by the navbar itself). */
export const mainNavigation: MainEntry[] = [
  { kind: 'link', label: 'Home', to: '/' },
  { kind: 'menu', label: 'About Us', items: aboutUsMenu },
  { kind: 'menu', label: 'For Authors', items: forAuthorsMenu },
  { kind: 'link', label: 'Current Issue', to: CURRENT_ISSUE },
  { kind: 'link', label: 'Archives', to: '/archives' },
  { kind: 'menu', label: 'Conference', items: conferenceMenu },
  { kind: 'menu', label: 'Thesis', items: thesisMenu },
  { kind: 'link', label: 'Blog', mobileLabel: 'Blogs', to: '/blogs' },
  { kind: 'link', label: 'Contact Us', to: '/contact-us' },
];

/** The two documents the site serves from shell/public/downloads (the info remote's /downloads page links the same addresses). */
export const downloads = [
  { title: 'Manuscript Template', format: 'DOCX', href: '/downloads/IJCRI-Manuscript-Template.docx' },
  { title: 'Copyright Form', format: 'PDF', href: '/downloads/IJCRI-Copyright-Form.pdf' },
] as const;

/** Footer: the author guidelines. */
export const footerGuidelines: MenuLink[] = [
  { title: 'Instructions for Authors', to: '/instruction-for-author' },
  { title: 'Journal Publishing Process', to: '/journal-publishing-process' },
  { title: 'Call for Papers', to: '/call-for-papers' },
  { title: 'Article Processing Charges', to: '/article-processing-charges' },
  { title: 'Article Status', to: '/paper-status' },
  { title: 'Downloads', to: '/downloads' },
  { title: 'FAQs', to: '/FAQs' },
];

/** Footer: the policies, including the three full-width legal pages that no other menu reaches. */
export const footerPolicies: MenuLink[] = [
  { title: 'Publication Ethics & Malpractice Statement', to: '/publication-ethics-policy' },
  { title: 'Peer Review Policy', to: '/peer-review-policy' },
  { title: 'Open Access Policy', to: '/ethics?target=open-access-policy' },
  { title: 'Privacy Policy', to: '/privacy-policy' },
  { title: 'Terms and Conditions', to: '/terms-and-conditions' },
  { title: 'Refund Policy', to: '/refund-policy' },
];

/** The journal's profiles on social networks (outside the site: they open in a new tab). */
export const socialLinks = journal.social;
