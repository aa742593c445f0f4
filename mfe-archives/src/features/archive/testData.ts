/**
 * Test data of the archive pages: a small journal (four years, the newest with one issue so far) and the
 * content API's answers for it, for `renderPage` of `@journal/shared/testing`. Test code only.
 */
import type { ArchiveIndexYear, ArchivePaperSummary } from '@journal/shared';
import { apiError, type FakeAnswers } from '@journal/shared/testing';
import { authorFields, authorsOf } from '@journal/shared/text';

/** A paper of the fake journal: what its card shows, and what only its details carry (docs/api.md, "Lean lists"). */
interface TestPaper extends ArchivePaperSummary {
  paper_abstract: string;
  paper_author: string;
  paper_articletype: string;
}

/** Oldest first, as /archiveYearListing answers. */
export const yearListing: ArchiveIndexYear[] = [
  { year: 2022, volumes: [{ volume: 1, issue: [1, 2, 3] }] },
  { year: 2023, volumes: [{ volume: 2, issue: [1, 2, 3] }] },
  { year: 2024, volumes: [{ volume: 3, issue: [1, 2, 3] }] },
  { year: 2025, volumes: [{ volume: 4, issue: [1] }] },
];

const SUBJECTS = [
  'Federated Learning on Resource-Constrained Edge Devices',
  'Graph Neural Networks for Traffic Forecasting',
  'Static Analysis of Smart Contracts',
  'Energy-Aware Scheduling in Serverless Platforms',
  'Explainable Intrusion Detection for IoT Networks',
  'Low-Resource Machine Translation for Indian Languages',
  'Formal Verification of Consensus Protocols',
  'Privacy-Preserving Record Linkage',
  'Anomaly Detection in Cloud Telemetry',
  'Compiler Support for Sparse Tensor Algebra',
  'Robust Speech Recognition in Noisy Classrooms',
  'Query Optimisation for Learned Indexes',
];

const AUTHORS = ['Priya Raman', 'Wei Chen', 'Amara Okafor', 'Lena Fischer', 'Kenji Tanaka', 'Omar Haddad'];

/** Twelve papers per issue (three pages of five), except Volume 1, Issue 3, which is empty. */
export function issuePapers(year: number, volume: number, issue: number): TestPaper[] {
  if (volume === 1 && issue === 3) return [];
  return SUBJECTS.map((subject, index) => {
    const id = volume * 1000 + issue * 100 + index + 1;
    return {
      paper_id: id,
      paper_title: `${subject} (V${volume} I${issue})`,
      paper_abstract: `We study ${subject.toLowerCase()}.`,
      issue,
      volume,
      year,
      paper_month: ['January', 'May', 'September'][issue - 1] ?? 'January',
      paper_author: AUTHORS.slice(0, 2).join(', '),
      paper_url: `/files/papers/IJCRI-${year}-V${volume}I${issue}-${String(index + 1).padStart(3, '0')}.pdf`,
      paper_doi: `10.59638/ijcri.${year}.v${volume}.i${issue}.${String(index + 1).padStart(3, '0')}`,
      paper_articletype: 'Research Article',
      paper_pages: `${index * 10 + 1}-${index * 10 + 9}`,
      paper_elocation: '',
      paper_uniqueid: `IJCRI-${year}-V${volume}I${issue}-${String(index + 1).padStart(3, '0')}`,
      ...authorFields(AUTHORS[index % AUTHORS.length]!, AUTHORS[(index + 1) % AUTHORS.length]!),
    };
  });
}

/** The paper as the list calls answer with it: the card's fields only, as the API sends them. */
function cardOf(paper: TestPaper): ArchivePaperSummary {
  return {
    paper_id: paper.paper_id,
    paper_title: paper.paper_title,
    paper_uniqueid: paper.paper_uniqueid,
    paper_doi: paper.paper_doi,
    year: paper.year,
    volume: paper.volume,
    issue: paper.issue,
    paper_month: paper.paper_month,
    paper_pages: paper.paper_pages,
    paper_elocation: paper.paper_elocation,
    paper_url: paper.paper_url,
    ...authorFields(...authorsOf(paper)),
  };
}

function findPaper(paperId: number): TestPaper | undefined {
  for (const year of yearListing) {
    for (const volume of year.volumes) {
      for (const issue of volume.issue) {
        const paper = issuePapers(year.year, volume.volume, issue).find((candidate) => candidate.paper_id === paperId);
        if (paper) return paper;
      }
    }
  }
  return undefined;
}

/** The /archivePaperNew answer: short keys (docs/api.md) plus the convenience fields the API adds. */
export function shortDetails(paper: TestPaper) {
  return {
    id: paper.paper_id,
    title: paper.paper_title,
    abstract: paper.paper_abstract,
    month: paper.paper_month,
    author: paper.paper_author,
    url: paper.paper_url,
    doi: paper.paper_doi,
    articletype: paper.paper_articletype,
    pages: paper.paper_pages,
    elocation: paper.paper_elocation,
    uniqueid: paper.paper_uniqueid,
    created_time: '2024-05-02T09:30:00.000Z',
    references:
      'A. Kumar and B. Singh, "Edge learning at scale," IEEE Trans. Mobile Comput., vol. 21, no. 4, pp. 1201-1215, 2022.\n' +
      'L. Zhang, "Sparse training on microcontrollers," in Proc. MLSys, 2023, pp. 88-97.\n' +
      'R. Iyer, Systems for Federated Analytics. Cambridge, U.K.: Cambridge Univ. Press, 2021.',
    citation: `${paper.author_1} (${paper.year}). ${paper.paper_title}.`,
    designation:
      `${paper.author_1}, Assistant Professor, Department of Computer Science, Meridian ` +
      `Institute of Technology, Pune\nResearch Scholar, School of Computing, Coastal University, Kochi`,
    doi_Link: `https://doi.org/${paper.paper_doi}`,
    issue: paper.issue,
    volume: paper.volume,
    year: paper.year,
    ...authorFields(...authorsOf(paper)),
    keywords: ['federated learning', 'edge computing'],
    updated_at: '2024-05-03T10:00:00.000Z',
  };
}

function page<T>(items: T[], pageNumber: number, perPage: number) {
  return {
    papersList: items.slice((pageNumber - 1) * perPage, pageNumber * perPage),
    current_page: pageNumber,
    per_page: perPage,
    total_items: items.length,
    total_pages: Math.ceil(items.length / perPage),
  };
}

const allPapers = () =>
  yearListing.flatMap((y) => y.volumes.flatMap((v) => v.issue.flatMap((i) => issuePapers(y.year, v.volume, i))));

/** The first page of /searchArchive: papers whose title contains the text. */
export function searchAnswer(search: string, perPage = 100) {
  const text = search.toLowerCase();
  return page(
    allPapers()
      .filter((paper) => paper.paper_title.toLowerCase().includes(text))
      .map(cardOf),
    1,
    perPage,
  );
}

/** The archive calls answered like the API from the journal above: pages of an issue, search by title, details. */
export const archiveAnswers: FakeAnswers = {
  '/archiveYearListing': { archives: yearListing },
  '/archivePaperListing': ({ year, volume, issue, page: pageNumber = 1, per_page = 5 }) =>
    page(issuePapers(year, volume, issue).map(cardOf), pageNumber, per_page),
  '/searchArchive': ({ search, per_page = 100 }) => searchAnswer(search, per_page),
  // Titles with a word starting with what was typed, at most 8, as the API's suggestions.
  '/archiveSuggestions': ({ search }) => {
    const text = search.toLowerCase();
    const suggestions = allPapers()
      .filter((paper) =>
        paper.paper_title
          .toLowerCase()
          .split(/\W+/)
          .some((word) => word.startsWith(text)),
      )
      .slice(0, 8)
      .map(({ paper_id, paper_title, year, volume, issue, paper_uniqueid }) => ({
        paper_id,
        paper_title,
        year,
        volume,
        issue,
        paper_uniqueid,
      }));
    return { suggestions };
  },
  // The next two papers of the same issue, sharing the keywords every paper here carries.
  '/relatedPapers': ({ paperid }) => {
    const paper = findPaper(paperid);
    if (!paper) return apiError(404, 'Paper not found');
    const related = issuePapers(paper.year, paper.volume, paper.issue)
      .filter((other) => other.paper_id > paper.paper_id)
      .slice(0, 2)
      .map((other) => ({
        paper_id: other.paper_id,
        paper_title: other.paper_title,
        paper_uniqueid: other.paper_uniqueid,
        year: other.year,
        volume: other.volume,
        issue: other.issue,
        authors: [other.author_1, other.author_2],
        shared_keywords: ['federated learning', 'edge computing'],
      }));
    return { related };
  },
  '/archivePaperNew': ({ paperid }) => {
    const paper = findPaper(paperid);
    return paper ? { paperdetails: shortDetails(paper) } : apiError(404, 'Paper not found');
  },
};
