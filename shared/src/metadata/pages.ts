import { issueNameWithYear } from '../text/issueName.ts';
import { journal, journalDescriptor, issuePageTitle, siteTitle } from '../journal.ts';
import type { StaticPageMeta } from './sectionPages.ts';

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
