import { journal, journalDescriptor } from '../journal.ts';
import * as sectionPages from './sectionPages.ts';
import type { StaticPageMeta } from './sectionPages.ts';
import type { PagePath } from '../routing/sections.ts';

/**
 * Title and description of every page whose head does not depend on the database, by path; the site
 * server sends them in the HTML so a crawler without JavaScript reads the same head the reader sees.
 * The entries taken from sectionPages.ts are the objects those pages render. The info remote's pages
 * keep their words in their content modules: when one of those changes, change it here too
 * (tests/e2e/discoverability.spec.ts compares a sample of them with the rendered pages).
 */
export const staticPages: { readonly [path in PagePath]?: StaticPageMeta } = {
  '/': {
    title: `${journal.name} (${journal.shortName}) | Open-Access Computer Science Journal`,
    description: `${journal.name}: an ${journalDescriptor}, e-ISSN ${journal.eIssn}.`,
  },
  '/archives': {
    title: `Archives | ${journal.name}`,
    description: `Every issue of the ${journal.name} (e-ISSN ${journal.eIssn}) since ${journal.startingYear}, by year, volume and issue. Open access, peer reviewed.`,
  },
  '/current-issue': {
    title: `Current Issue | ${journal.name}`,
    description: `The latest issue of the ${journal.name}, an ${journalDescriptor}.`,
  },
  '/conference': sectionPages.conferenceIndexMeta,
  '/conference-procedings': sectionPages.collaborationGuideMeta,
  '/thesis': sectionPages.thesisIndexMeta,
  '/publications': sectionPages.thesisPublicationMeta,
  '/contact-us': sectionPages.contactMeta,
  '/editorial-board': sectionPages.editorialBoardMeta,
  '/topics': sectionPages.topicsMeta,
  '/blogs': sectionPages.blogMeta,
  '/aim-and-scope': {
    title: `Aim and Scope | ${journal.name}`,
    description: `${journal.name} publishes peer-reviewed, open-access research across computer science: AI, data science, networks, security and software.`,
  },
  '/indexing-and-abstracting': {
    title: `Indexing and Abstracting | ${journal.name}`,
    description: `Where the articles of ${journal.name} are registered, indexed and discoverable: Crossref DOIs, Google Scholar, the ISSN Portal and open metadata.`,
  },
  '/FAQs': {
    title: `FAQs | ${journal.name}`,
    description: `Answers to authors’ common questions about ${journal.name}: submission, review times, charges, DOI, plagiarism, indexing and open access.`,
  },
  '/journal-particulars': {
    title: `Journal Particulars | ${journal.name}`,
    description: `Key facts about ${journal.name}: e-ISSN ${journal.eIssn}, ${journal.frequency}, online in ${journal.language} since ${journal.startingYear}, published by ${journal.publisher}.`,
  },
  '/downloads': {
    title: `Downloads | ${journal.name}`,
    description: `Download the manuscript template and the copyright form of ${journal.name}.`,
  },
  '/journal-publishing-process': {
    title: `Journal Publishing Process | ${journal.name}`,
    description: `From submission to publication in ${journal.shortName}: initial response within 12 hours, review in 2 days, decision in 3 days, publication 5 to 10 days after final approval.`,
  },
  '/call-for-papers': {
    title: `Call for Papers | ${journal.name}`,
    description: `${journal.name} invites original research, review articles and short communications in computer science. Submissions are open all year.`,
  },
  '/paper-status': {
    title: `Article Status | ${journal.name}`,
    description: `How to track your manuscript in the Editorial Management System of ${journal.name}, and what each status means.`,
  },
  '/instruction-for-author': {
    title: `Instructions for Authors | ${journal.name}`,
    description: `How to prepare a manuscript for ${journal.name}: structure, length, figures, references, declarations and the submission checklist.`,
  },
  '/article-processing-charges': {
    title: `Article Processing Charges | ${journal.name}`,
    description: `Publication fees of ${journal.shortName}: Indian authors Rs 1200 plus 18% GST (without DOI) or Rs 1400 plus 18% GST (with DOI); international authors $60 with DOI.`,
  },
  '/guidance-for-ems': {
    title: `Editorial Management System: Step-by-Step Guide | ${journal.name}`,
    description: `A step-by-step guide to the Editorial Management System of ${journal.name}: create an account, submit a manuscript, revise it and track its status.`,
  },
  '/publication-ethics-policy': {
    title: `Publication Ethics & Malpractice Statement | ${journal.name}`,
    description: `The duties of editors, reviewers, authors and the publisher of ${journal.name}, and how the journal handles suspected misconduct, following COPE guidance.`,
  },
  '/peer-review-policy': {
    title: `Peer Review Policy | ${journal.name}`,
    description: `How ${journal.name} reviews manuscripts: double-blind review by at least two reviewers, the criteria they apply and the time each stage takes.`,
  },
  '/cross-mark-policy': {
    title: `Crossmark Policy | ${journal.name}`,
    description: `How ${journal.name} uses Crossref's Crossmark to tell readers whether the article they are reading is current, corrected or retracted.`,
  },
  '/privacy-policy': {
    title: `Privacy Policy | ${journal.name}`,
    description: `How ${journal.name} and Meridian Scholarly Press collect, use, share and protect the personal data of authors, reviewers, subscribers and visitors.`,
  },
  '/terms-and-conditions': {
    title: `Terms and Conditions | ${journal.name}`,
    description: `The terms for using the website of ${journal.name}, submitting manuscripts and reusing published articles under the ${journal.licence.name} licence.`,
  },
  '/refund-policy': {
    title: `Refund Policy | ${journal.name}`,
    description: `When ${journal.name} refunds an article processing charge, how to request a refund and how long it takes.`,
  },
  '/top-10-journals-in-computer-science': {
    title: `Top 10 Journals in Computer Science: Flagship Venues and Where to Start | ${journal.name}`,
    description: `Ten widely respected computer science journals across theory, AI, software, graphics, networking and security, what makes them leading venues, and how to choose.`,
  },
  '/best-computer-science-journals': {
    title: `Best Computer Science Journals: How to Choose the Right One for Your Paper | ${journal.name}`,
    description: `How to find the best computer science journal for your paper: fit, review quality, openness, speed and cost, and the warning signs of a predatory journal.`,
  },
  '/fast-publication-computer-science-journals-list': {
    title: `Fast Publication Computer Science Journals List: How to Compare Review Times | ${journal.name}`,
    description: `Comparing fast publication computer science journals: the questions that separate a quick, genuine peer review from a shortcut, with ${journal.shortName}'s own answers.`,
  },
  '/fast-publishing-computer-science-journals': {
    title: `Fast Publishing Computer Science Journals: Quick Review Without Shortcuts | ${journal.name}`,
    description: `How ${journal.name} publishes quickly without weakening peer review, and a checklist that keeps your manuscript on the fast track.`,
  },
  '/top-computer-science-journals-list': {
    title: `Top Computer Science Journals List by Research Area (Journals and Conferences) | ${journal.name}`,
    description: `A list of leading computer science journals and conferences for each research area, from AI and NLP to databases, security and HCI, with tips for building your own shortlist.`,
  },
  '/top-computer-science-journals': {
    title: `Top Computer Science Journals: Impact Factor, CiteScore, SJR and h5-index Explained | ${journal.name}`,
    description: `What makes a computer science journal "top": the Journal Impact Factor, CiteScore, SJR, Google Scholar h5-index and conference rankings explained, with their limits.`,
  },
  '/top-computer-science-journals-in-india': {
    title: `Top Computer Science Journals in India: What Indian Authors Should Check | ${journal.name}`,
    description: `A guide for Indian computer science researchers choosing a journal: approved lists, DOI and ISSN checks, charges in rupees with GST, and publishing with ${journal.shortName} from Pune.`,
  },
  '/low-cost-computer-science-journals-in-india': {
    title: `Low-Cost Computer Science Journals in India: Charges, GST and Waivers | ${journal.name}`,
    description: `What publishing in ${journal.shortName} costs Indian authors (Rs 1200 plus 18% GST without DOI, Rs 1400 plus 18% GST with DOI), what the charge covers, and how to ask for a waiver.`,
  },
  '/google-scholar-computer-science-journals-list': {
    title: `Google Scholar Computer Science Journals: How Indexing and Metadata Work | ${journal.name}`,
    description: `There is no official list of "Google Scholar journals". How Google Scholar finds articles, what metadata it needs, and how ${journal.shortName} and its authors make articles discoverable.`,
  },
  '/journal-for-computer-science-research': {
    title: `A Peer-Reviewed, Open-Access Journal for Computer Science Research | ${journal.name}`,
    description: `${journal.shortName} publishes computer science research by students, faculty and industry, with double-blind review, open access, Crossref DOIs and a decision in 3 days.`,
  },
  '/impact-Factor': {
    title: `Impact Factor | ${journal.name}`,
    description: `${journal.name} does not have or claim a Clarivate Journal Impact Factor. Here is what that means and which citation data the journal does report.`,
  },
  '/impact-factor': {
    title: `Impact Factor | ${journal.name}`,
    description: `${journal.name} does not have or claim a Clarivate Journal Impact Factor. Here is what that means and which citation data the journal does report.`,
  },
  '/ethics': {
    title: `Ethics & Policies | ${journal.name}`,
    description: `The editorial and ethical policies of ${journal.name}: plagiarism, editorial decisions, withdrawal, copyright, open access and author instructions.`,
  },
};

/** The static page of a path (case-insensitive, trailing slash ignored), or null. */
export function staticPageMeta(pathname: string): StaticPageMeta | null {
  const wanted = pathname.replace(/\/+$/, '') || '/';
  const table: Readonly<Record<string, StaticPageMeta | undefined>> = staticPages;
  const exact = table[wanted];
  if (exact) return exact;
  const key = Object.keys(table).find((path) => path.toLowerCase() === wanted.toLowerCase());
  return key ? (table[key] ?? null) : null;
}
