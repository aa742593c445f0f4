/**
 * Shared answer schemas, registered once with `$id` so routes reference them and the OpenAPI
 * document lists them as components. They mirror shared/src/api/types.ts; fast-json-stringify also
 * uses them to serialise answers, so a field missing from a schema never leaks to clients.
 */
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const strings = { type: 'array', items: str } as const;
const authors = {
  author_1: str, author_2: str, author_3: str, author_4: str, author_5: str, author_6: str,
} as const;
const authorKeys = Object.keys(authors);

function model(id: string, description: string, properties: Record<string, unknown>, required = Object.keys(properties)) {
  return { $id: id, title: id, description, type: 'object', properties, required } as const;
}

export const ErrorAnswer = model('ErrorAnswer', 'Every error answer.', { message: str, statusCode: int, error: str }, ['message']);

export const ArchivePaper = model('ArchivePaper', 'A published paper with the long field names of the specification.', {
  paper_id: int, paper_title: str, paper_abstract: str, issue: int, volume: int, paper_month: str, paper_author: str, year: int,
  paper_url: { type: 'string', description: 'Site-relative PDF address: /files/papers/{uniqueid}.pdf' },
  paper_doi: str, is_deleted: int, paper_articletype: str, paper_pages: str, paper_uniqueid: str, created_at: str, updated_at: str,
  ...authors,
  paper_references: { type: 'string', description: 'IEEE-style references, one per line, unnumbered, in citation order.' },
  paper_citation: { type: 'string', description: 'APA citation of the paper.' },
  paper_designation: { type: 'string', description: "Authors' designations and affiliations, one line per author." },
  paper_doi_Link: str,
});

export const PaperDetails = model('PaperDetails', 'One paper with the short keys of the detail answer.', {
  id: int, title: str, abstract: str, month: str, author: str, url: str, doi: str, articletype: str, pages: str, uniqueid: str,
  created_time: str,
  references: { type: 'string', description: 'One reference per line, unnumbered.' },
  citation: str, designation: str, doi_Link: str, issue: int, volume: int, year: int, ...authors, keywords: strings, updated_at: str,
});

export const ArchiveSuggestion = model('ArchiveSuggestion', 'A search-as-you-type suggestion.', {
  paper_id: int, paper_title: str, year: int, volume: int, issue: int, paper_uniqueid: str,
});

export const ConferenceCategory = model('ConferenceCategory', 'A conference whose proceedings the journal published.', {
  id: int, name: str, year: int,
  volume: { type: 'integer', description: 'Journal volume under which the proceedings appeared.' },
  issue: { type: 'integer', description: 'Journal issue under which the proceedings appeared.' },
});

const conferencePaperProperties = {
  id: int, title: str, ...authors, year: int, month: str, updated_at: str, pages: str,
  pdf_url: { type: 'string', description: 'Site-relative PDF address: /files/conference/{id}.pdf' },
  abstract: str, conference_id: int,
};

export const ConferencePaper = model('ConferencePaper', 'A paper in conference proceedings.', conferencePaperProperties);

export const ConferencePaperDetails = model('ConferencePaperDetails', 'A conference paper with its references and conference.', {
  ...conferencePaperProperties,
  uniqueid: str, references: { type: 'string', description: 'One reference per line, unnumbered.' },
  doi: str, doi_Link: str, keywords: strings, designation: str, citation: str,
  conference: { $ref: 'ConferenceCategory#' },
});

const thesisProperties = {
  id: int, title: str, ...authors, month: str, year: int, volume: int, pages: str,
  paper_url: { type: 'string', description: 'Site-relative PDF address: /files/theses/{id}.pdf' },
};

export const ThesisListItem = model('ThesisListItem', 'A thesis in a list.', thesisProperties);

export const ThesisDetails = model('ThesisDetails', 'A thesis with its abstract, degree and references.', {
  ...thesisProperties,
  uniqueid: str, abstract: str,
  degree: { type: 'string', description: 'e.g. "M.Tech. in Computer Science and Engineering".' },
  institution: str, supervisor: str, references: { type: 'string', description: 'One reference per line, unnumbered.' },
  keywords: strings, created_at: str, updated_at: str,
});

export const Topic = model('Topic', 'A research topic the journal publishes in.', {
  title: str, meta_title: str, meta_description: str, content: { type: 'string', description: 'Trusted HTML.' }, category: str, slug: str,
});

const blogSummaryProperties = {
  slug: str, title: str, excerpt: str, author: str,
  published_at: { type: 'string', description: 'ISO date, YYYY-MM-DD.' },
  tags: { type: 'array', items: str, description: 'Tag slugs.' },
};

export const BlogSummary = model('BlogSummary', 'A blog post in a list.', blogSummaryProperties);

export const BlogPost = model('BlogPost', 'A whole blog post.', {
  ...blogSummaryProperties, content: { type: 'string', description: 'Trusted HTML.' },
});

export const EditorialMember = model('EditorialMember', 'A member of the editorial board.', {
  member_id: int, slug: str, name: str,
  role: { type: 'string', enum: ['Editor-in-Chief', 'Managing Editor', 'Associate Editor', 'Section Editor', 'Editorial Board Member', 'Advisory Board Member'] },
  affiliation: str, country: str, expertise: strings, bio: str,
  orcid: { type: ['string', 'null'], description: 'ORCID iD or null.' },
});

/** In dependency order (ConferenceCategory before ConferencePaperDetails). */
export const models = [
  ErrorAnswer, ArchivePaper, PaperDetails, ArchiveSuggestion, ConferenceCategory, ConferencePaper, ConferencePaperDetails,
  ThesisListItem, ThesisDetails, Topic, BlogSummary, BlogPost, EditorialMember,
];

export { authorKeys };
