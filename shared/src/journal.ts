import { issueName } from './text/issueName.ts';

/**
 * The journal's particulars: the one place every part of the site (API seed, site server head tags,
 * pages, footer, citation exports) reads them from. Changing the journal's name or ISSN happens here.
 */
export const journal = {
  name: 'International Journal of Computing Research and Innovation',
  shortName: 'IJCRI',
  eIssn: '2957-8430',
  publisher: 'Meridian Scholarly Press',
  publisherAddress: '4th Floor, Technopark Annexe, Baner Road, Pune 411045, Maharashtra, India',
  editorInChief: 'Prof. Ananya Raghavan',
  editorInChiefAffiliation:
    'Department of Computer Science and Engineering, Indian Institute of Science Education and Research, Pune',
  doiPrefix: '10.59638',
  startingYear: 2022,
  language: 'English',
  format: 'Online',
  /** How often the journal publishes: the particulars page states it, and every description repeats it (docs/content.md). */
  issuesPerYear: 3,
  frequency: '3 issues per year',
  subject: 'Computer Science and Technology',
  contact: {
    email: 'editor@ijcri.org',
    supportEmail: 'support@ijcri.org',
    phone: '+91 20 4860 2715',
    hours: 'Monday to Saturday, 9:30 to 18:00 IST',
  },
  /**
   * The journal's licence: of everything it publishes (articles, theses, conference papers, feeds,
   * OAI-PMH records, PDFs, the copyright form, the terms) except an imported article whose own file
   * states another (`licenceOf`, docs/content.md). Every part of the site reads it from here.
   */
  licence: {
    /** Short name, used on badges and in PDF footers. */
    name: 'CC BY 4.0',
    /** Full name, used in running text and in Atom <rights>. */
    title: 'Creative Commons Attribution 4.0 International',
    url: 'https://creativecommons.org/licenses/by/4.0/',
    /** The licence's own badge image (Creative Commons' 88x31 button). */
    badge: 'https://licensebuttons.net/l/by/4.0/88x31.png',
  },
  /** The year printed in the copyright form (a fixed date keeps its build reproducible); the footer shows the clock's year. */
  copyrightYear: 2025,
  /**
   * The journal's social profiles. The original site only had placeholders (docs/sections.md); these handles
   * are the ones the journal is registering and must be confirmed by the editorial office before launch.
   */
  social: [
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/ijcri' },
    { network: 'X', href: 'https://x.com/ijcri_journal' },
    { network: 'Facebook', href: 'https://www.facebook.com/ijcri.journal' },
  ],
  /** Journal identifier the external editorial system expects in its query (the side panel's Submit uses it). */
  editorialSystemJournalId: 6,
  claims: {
    initialResponse: 'within 12 hours',
    review: 'in 2 days',
    decision: 'in 3 days',
    publication: '5 to 10 days after final approval',
    conferenceApproval: '1 to 3 working days',
    plagiarismLimit: 'below 20%',
    conferenceMinimumPapers: 10,
  },
  charges: {
    indianWithoutDoi: 'Rs 1200 plus 18% GST',
    indianWithDoi: 'Rs 1400 plus 18% GST',
    internationalWithDoi: '$60',
  },
} as const;

export type Journal = typeof journal;

/**
 * The volume of a year as the journal numbers them: one volume a year from its starting year. An
 * article imported without a volume is placed in this one (docs/content.md, "Continuous publication").
 */
export function volumeOfYear(year: number): number {
  return year - journal.startingYear + 1;
}

/** How page descriptions name the journal after "an": kind, subject and frequency, the same on every page. */
export const journalDescriptor = `open-access, peer-reviewed journal of ${journal.subject.toLowerCase()} publishing ${journal.frequency}`;

/**
 * Every page's tab title but the home page's: "{what the page is} | {journal name}" (docs/architecture.md,
 * "Page titles"). The home page's title is the journal's own name with its short name.
 */
export function siteTitle(page: string): string {
  return `${page} | ${journal.name}`;
}

/**
 * Title of an issue page, in the specification's order: year, Volume N, Issue M, then "International
 * Journal", which the journal's name itself begins with ("2025, Volume 4, Issue 2 | International
 * Journal of ..."): written once, not twice.
 */
export function issuePageTitle(year: number, volume: number, issue: number): string {
  return siteTitle(`${year}, ${issueName({ volume, issue })}`);
}
