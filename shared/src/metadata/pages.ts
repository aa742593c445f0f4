import { issueNameWithYear } from '../text/issueName.ts';
import { journal, journalDescriptor, issuePageTitle, siteTitle } from '../journal.ts';

/**
 * Title and description of every page whose head does not depend on the database, by path. These
 * equal what the pages render (the info remote's page content, the section index pages); the site
 * server sends them in the HTML so a crawler without JavaScript reads the same head the reader sees.
 * When a page's title or description changes, change it here too (tests/e2e/discoverability.spec.ts
 * compares a sample of them with the rendered pages).
 */
export interface StaticPageMeta {
  title: string;
  description: string;
}

const { claims } = journal;

export const staticPages: Record<string, StaticPageMeta> = {
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
  '/conference': {
    title: `Published Conferences | ${journal.name}`,
    description: `Conference proceedings published by the ${journal.name}: peer-reviewed papers from computer science conferences, free to read, by year, volume and issue.`,
  },
  '/conference-procedings': {
    title: `Apply for Collaboration: Conference Proceedings | ${journal.name}`,
    description: `Publish your conference proceedings with the ${journal.name}: approval in ${claims.conferenceApproval}, publication ${claims.publication}, six steps and answers to common questions.`,
  },
  '/thesis': {
    title: `Thesis Archives | ${journal.name}`,
    description: `Theses published by the ${journal.name} (e-ISSN ${journal.eIssn}), by year and volume: M.Tech., M.Sc., MCA and Ph.D. research in computer science, free to read.`,
  },
  '/publications': {
    title: `Thesis Publication | ${journal.name}`,
    description: `Publish your M.Tech., M.Sc., MCA or Ph.D. thesis in the ${journal.name}: eligibility, formatting, process and timeline, charges, DOI and how to submit.`,
  },
  '/contact-us': {
    title: `Contact Us | ${journal.name}`,
    description: `Contact the editorial office of ${journal.name} (${journal.shortName}) about submissions, peer review, publication or conference collaboration.`,
  },
  '/editorial-board': {
    title: `Editorial Board | ${journal.name}`,
    description: `The editorial board of ${journal.name} (${journal.shortName}): the Editor-in-Chief, editors and advisers who handle peer review and publication decisions.`,
  },
  '/topics': {
    title: `Research Topics | ${journal.name}`,
    description: `Research topics published by ${journal.name} (${journal.shortName}): scope, accepted contribution types and what reviewers check, grouped by area of computer science.`,
  },
  '/blogs': {
    title: `Blog | ${journal.name}`,
    description: `The ${journal.shortName} editors' blog: advice on writing, reproducibility, peer review, DOIs and metadata, research ethics and open access for computer-science authors.`,
  },
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

/**
 * The home page's opening (mfe-info HomePage) and the site server's summary of "/" read the same words:
 * the summary is the first paint, and the home page must not paint a bigger block of text later (LCP).
 */
export const homeIntroduction = {
  eyebrow: `Peer-reviewed · Open access · e-ISSN ${journal.eIssn}`,
  text:
    `${journal.shortName} publishes original research, reviews, short communications and case studies in ${journal.subject.toLowerCase()}. ` +
    `Published online in ${journal.language} since ${journal.startingYear} by ${journal.publisher}, every paper is free to read, ` +
    'carries a DOI and is reviewed by specialists in its field.',
};

/** The static page of a path (case-insensitive, trailing slash ignored), or null. */
export function staticPageMeta(pathname: string): StaticPageMeta | null {
  const wanted = pathname.replace(/\/+$/, '') || '/';
  const exact = staticPages[wanted];
  if (exact) return exact;
  const key = Object.keys(staticPages).find((path) => path.toLowerCase() === wanted.toLowerCase());
  return key ? staticPages[key]! : null;
}

const issueDescriptionTail = `an ${journalDescriptor} (e-ISSN ${journal.eIssn})`;

/** /archives/paperlist and /current-issue/paperlist: the issue title pattern of docs/sections.md. */
export function issueListMeta(year: number, volume: number, issue: number): StaticPageMeta {
  return {
    title: issuePageTitle(year, volume, issue),
    description: `Papers of ${issueNameWithYear({ year, volume, issue })} of the ${journal.name}, ${issueDescriptionTail}.`,
  };
}

/** The one-page, printable contents of an issue (/archives/contents). */
export function issueContentsMeta(year: number, volume: number, issue: number): StaticPageMeta {
  return {
    title: `Contents of ${issueNameWithYear({ year, volume, issue })} | ${journal.name}`,
    description: `Every paper of ${issueNameWithYear({ year, volume, issue })} of the ${journal.name} on one printable page: titles, authors, pages and DOIs.`,
  };
}

export function thesisListMeta(year: number, volume: number): StaticPageMeta {
  return {
    title: `Thesis Volume ${volume}, Year ${year} | ${journal.name}`,
    description: `Theses published in Volume ${volume} (${year}) of the ${journal.name}: titles, authors, abstracts and full-text PDFs, free to read.`,
  };
}

/** A conference's paper list; without its volume and issue (a list asked for by id alone), its name. */
export function conferenceListTitle(
  name: string,
  numbers: { year: number | null; volume: number | null; issue: number | null },
): string {
  const { year, volume, issue } = numbers;
  return siteTitle(
    year !== null && volume !== null && issue !== null ? `${name}, ${year}, Volume ${volume}, Issue ${issue}` : name,
  );
}

export function conferenceListMeta(conference: {
  name: string;
  year: number;
  volume: number;
  issue: number;
}): StaticPageMeta {
  return {
    title: conferenceListTitle(conference.name, conference),
    description: `Papers of ${conference.name}, published in the ${journal.name}, Volume ${conference.volume}, Issue ${conference.issue} (${conference.year}): abstracts and full-text PDFs, free to read.`,
  };
}

export function blogListMeta(page: number): StaticPageMeta {
  return {
    ...staticPages['/blogs']!,
    title: page > 1 ? `Blog, Page ${page} | ${journal.name}` : `Blog | ${journal.name}`,
  };
}

/**
 * A topic page's title: the topic's stored search-result title (meta_title, e.g. "Computer Vision and
 * Image Analysis Research | IJCRI Journal") in the site's one pattern, whatever name it was stored with.
 */
export function topicPageTitle(topic: { meta_title: string }): string {
  return siteTitle(topic.meta_title.split(' | ')[0]!.trim());
}

/** Tag labels as the tag page shows them: "peer-review" -> "peer review". */
export function tagMeta(label: string): StaticPageMeta {
  return {
    title: `Blog Posts Tagged “${label}” | ${journal.name}`,
    description: `Posts on ${label} from the ${journal.shortName} editors' blog for computer-science authors and readers.`,
  };
}

export function editorialMemberMeta(member: {
  name: string;
  role: string;
  affiliation: string;
  country: string;
}): StaticPageMeta {
  return {
    title: `${member.name}, ${member.role} | ${journal.name}`,
    description: `${member.name}, ${member.role} of ${journal.name}. ${member.affiliation}, ${member.country}.`,
  };
}

// Tags are slugs; these words read wrongly in lowercase.
const ACRONYMS: Record<string, string> = {
  doi: 'DOI',
  dois: 'DOIs',
  ai: 'AI',
  iot: 'IoT',
  api: 'API',
  ieee: 'IEEE',
  ems: 'EMS',
};

/** The words of a tag slug, for reading: "doi-and-metadata" -> "DOI and metadata". */
export function tagLabel(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ');
}

/** /search?q=…: the reader's words in the title; the canonical address keeps only q (docs/sections.md). */
export function searchPageMeta(query: string): StaticPageMeta {
  const words = query.trim().slice(0, 80);
  return words
    ? {
        title: `Search results for “${words}” | ${journal.name}`,
        description: `Papers, theses and conference papers of ${journal.name} matching “${words}”, ranked by relevance, with filters by type and year.`,
      }
    : {
        title: `Search | ${journal.name}`,
        description: `Search every paper, thesis and conference paper of ${journal.name} by title, author, words of the abstract, paper ID or DOI.`,
      };
}

/** /authors/<slug>: the author's name and what the page lists. */
export function authorPageMeta(author: {
  name: string;
  counts: { paper: number; thesis: number; conference: number };
}): StaticPageMeta {
  const { paper, thesis, conference } = author.counts;
  const parts = [
    paper ? `${paper} ${paper === 1 ? 'paper' : 'papers'}` : '',
    thesis ? `${thesis} ${thesis === 1 ? 'thesis' : 'theses'}` : '',
    conference ? `${conference} conference ${conference === 1 ? 'paper' : 'papers'}` : '',
  ].filter(Boolean);
  return {
    title: `${author.name}: publications | ${journal.name}`,
    description: `${author.name} in ${journal.name}: ${parts.join(', ')}, with co-authors.`,
  };
}
