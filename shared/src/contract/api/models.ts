import { Type, type Static } from '@sinclair/typebox';
import { authorFields, int, model, ref, str, stringEnum, strings } from './fields.ts';

/** The records the content API answers with, each defined once (docs/api.md describes them). */

export const ErrorAnswer = model('ErrorAnswer', 'Every error answer.', {
  message: str(),
  statusCode: Type.Optional(int()),
  error: Type.Optional(str()),
});

/**
 * A published paper as a card of a list shows it (issue pages, the archive search, the home page), with
 * the specification's long field names. Lists are lean (docs/api.md, "Lean lists"): the abstract,
 * references, citation, designations and full text come only from `/archivePaperNew`, so a search
 * page of 100 papers stays under 100 KB.
 */
export const ArchivePaperSummary = model('ArchivePaperSummary', 'A published paper as a list shows it.', {
  paper_id: int(),
  paper_title: str(),
  paper_uniqueid: str(),
  paper_doi: str(),
  year: int(),
  volume: int(),
  issue: int(),
  paper_month: Type.String({ description: 'Month of publication, e.g. "April".' }),
  paper_pages: Type.String({
    description: 'Page range inside the issue, e.g. "13-27"; empty for an article with an e-location.',
  }),
  paper_elocation: Type.String({
    description: 'The article number of an article published without pages, e.g. "e91296" or "1655"; empty otherwise.',
  }),
  paper_url: Type.String({ description: 'Site-relative PDF address: /files/papers/{uniqueid}.pdf' }),
  ...authorFields,
});

const optionalDate = (what: string) =>
  Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description: `${what}, YYYY-MM-DD (or YYYY-MM); null when the article does not say.`,
    }),
  );

/**
 * What a JATS import adds to a paper (docs/content.md). All optional: a paper that was never imported
 * answers without them (or with them empty), so answers from before the import stay valid.
 */
const fullTextFields = {
  subtitle: Type.Optional(str()),
  received_date: optionalDate('When the manuscript was received'),
  accepted_date: optionalDate('When it was accepted'),
  published_date: optionalDate('When it was published'),
  authors: Type.Optional(
    Type.Array(
      Type.Object({
        name: str(),
        orcid: Type.Optional(Type.String({ description: 'ORCID iD, e.g. 0000-0002-1825-0097.' })),
        affiliations: strings(),
        corresponding: Type.Boolean(),
      }),
      { description: 'Authors in order with ORCID and affiliations.' },
    ),
  ),
  reference_list: Type.Optional(
    Type.Array(
      Type.Object({
        label: str(),
        text: str(),
        doi: Type.Optional(str()),
        pmid: Type.Optional(str()),
        id: Type.Optional(
          Type.String({ description: 'The anchor in-text citations of body_html link to ("#" + id).' }),
        ),
      }),
      { description: 'Numbered references in citation order, with their DOI or PMID when known.' },
    ),
  ),
  funding: Type.Optional(Type.Array(Type.Object({ source: str(), awardIds: strings() }))),
  funding_statement: Type.Optional(str()),
  body_html: Type.Optional(
    Type.String({
      description: 'Full text as HTML built by the importer from the JATS body (escaped; the site still sanitises it).',
    }),
  ),
  toc: Type.Optional(
    Type.Array(Type.Object({ id: str(), title: str(), level: int() }), {
      description: 'Section headings of body_html: anchor id, title, nesting level (0 = top-level section).',
    }),
  ),
  licence_url: Type.Optional(str()),
  keyword_groups: Type.Optional(
    Type.Array(Type.Object({ title: str(), keywords: strings() }), {
      description: 'Keyword groups other than the author keywords (research organism, abbreviations...), each titled.',
    }),
  ),
};

/** Crossmark's update types (docs/content.md, "Corrections and retractions"). */
export const relationTypes = ['correction', 'retraction', 'expression_of_concern', 'addendum'] as const;

export const ArticleRelation = model(
  'ArticleRelation',
  'A correction, retraction, expression of concern or addendum linking a notice and the article it is about.',
  {
    type: stringEnum(relationTypes, 'correction, retraction, expression_of_concern or addendum.'),
    direction: stringEnum(
      ['updates', 'updated_by'] as const,
      'updates: this paper is the notice about the other; updated_by: the other paper is a notice about this one.',
    ),
    doi: Type.String({ description: "The other article's DOI." }),
    title: Type.String({ description: "The other article's title (as the notice names it when not on this site)." }),
    paper_id: Type.Union([int(), Type.Null()], { description: 'The other article on this site; null when it is not.' }),
  },
);

export const PaperDetails = model('PaperDetails', 'One paper with the short keys of the detail answer.', {
  id: int(),
  title: str(),
  abstract: str(),
  month: str(),
  author: str(),
  url: str(),
  doi: str(),
  articletype: str(),
  pages: str(),
  elocation: Type.String({ description: 'The article number of an article published without pages; empty otherwise.' }),
  uniqueid: str(),
  created_time: str(),
  references: Type.String({ description: 'One reference per line, unnumbered.' }),
  citation: str(),
  designation: str(),
  doi_Link: str(),
  issue: int(),
  volume: int(),
  year: int(),
  ...authorFields,
  keywords: strings(),
  updated_at: str(),
  ...fullTextFields,
  relations: Type.Optional(
    Type.Array(ref(ArticleRelation), {
      description: 'Notices about this paper and what a notice is about; absent or empty when there are none.',
    }),
  ),
});

export const ArchiveSuggestion = model('ArchiveSuggestion', 'A search-as-you-type suggestion.', {
  paper_id: int(),
  paper_title: str(),
  year: int(),
  volume: int(),
  issue: int(),
  paper_uniqueid: str(),
});

export const ConferenceCategory = model('ConferenceCategory', 'A conference whose proceedings the journal published.', {
  id: int(),
  name: str(),
  year: int(),
  volume: Type.Integer({ description: 'Journal volume under which the proceedings appeared.' }),
  issue: Type.Integer({ description: 'Journal issue under which the proceedings appeared.' }),
});

const conferencePaperFields = {
  id: int(),
  title: str(),
  ...authorFields,
  year: int(),
  month: str(),
  updated_at: str(),
  pages: str(),
  pdf_url: Type.String({ description: 'Site-relative PDF address: /files/conference/{id}.pdf' }),
  conference_id: int(),
};

/** A conference paper as a card of a list shows it; the abstract and references come from `/conferenceDetails`. */
export const ConferencePaperSummary = model(
  'ConferencePaperSummary',
  'A paper in conference proceedings as a list shows it.',
  conferencePaperFields,
);

export const ConferencePaperDetails = model(
  'ConferencePaperDetails',
  'A conference paper with its references and conference.',
  {
    ...conferencePaperFields,
    abstract: str(),
    uniqueid: str(),
    created_at: Type.String({
      description: 'When the paper was published (its publication day; updated_at is the last edit).',
    }),
    references: Type.String({ description: 'One reference per line, unnumbered.' }),
    doi: str(),
    doi_Link: str(),
    keywords: strings(),
    designation: str(),
    citation: str(),
    conference: ref(ConferenceCategory),
  },
);

const thesisFields = {
  id: int(),
  title: str(),
  ...authorFields,
  month: str(),
  year: int(),
  volume: int(),
  pages: str(),
  paper_url: Type.String({ description: 'Site-relative PDF address: /files/theses/{id}.pdf' }),
};

/** A thesis as a card of a list shows it; the abstract and references come from `/thesisDetails`. */
export const ThesisListItem = model('ThesisListItem', 'A thesis in a list.', thesisFields);

export const ThesisDetails = model('ThesisDetails', 'A thesis with its abstract, degree and references.', {
  ...thesisFields,
  uniqueid: str(),
  abstract: str(),
  degree: Type.String({ description: 'e.g. "M.Tech. in Computer Science and Engineering".' }),
  institution: str(),
  supervisor: str(),
  references: Type.String({ description: 'One reference per line, unnumbered.' }),
  keywords: strings(),
  created_at: str(),
  updated_at: str(),
});

export const Topic = model('Topic', 'A research topic the journal publishes in.', {
  title: str(),
  meta_title: str(),
  meta_description: str(),
  content: Type.String({ description: 'Trusted HTML.' }),
  category: str(),
  slug: Type.String({ description: 'Lowercase hyphenated title, e.g. "natural-language-processing".' }),
});

const blogSummaryFields = {
  slug: str(),
  title: str(),
  excerpt: str(),
  author: str(),
  published_at: Type.String({ description: 'ISO date, YYYY-MM-DD.' }),
  tags: Type.Array(str(), { description: 'Tag slugs.' }),
};

export const BlogSummary = model('BlogSummary', 'A blog post in a list.', blogSummaryFields);

export const BlogPost = model('BlogPost', 'A whole blog post.', {
  ...blogSummaryFields,
  content: Type.String({ description: 'Trusted HTML.' }),
});

export const editorialRoles = [
  'Editor-in-Chief',
  'Managing Editor',
  'Associate Editor',
  'Section Editor',
  'Editorial Board Member',
  'Advisory Board Member',
] as const;

export const EditorialMember = model('EditorialMember', 'A member of the editorial board.', {
  member_id: int(),
  slug: str(),
  name: str(),
  role: Type.Union(editorialRoles.map((role) => Type.Literal(role))),
  affiliation: str(),
  country: str(),
  expertise: strings(),
  bio: str(),
  orcid: Type.Union([Type.String(), Type.Null()], { description: 'ORCID iD or null.' }),
});

// ---- discovery (docs/api.md, "Discovery"): lean cards, a few hundred bytes each

export const workKinds = ['paper', 'thesis', 'conference'] as const;
export const WorkKind = stringEnum(workKinds, 'paper, thesis or conference (paper).');

const workFields = {
  kind: WorkKind,
  id: int(),
  uniqueid: str(),
  title: str(),
  authors: strings(),
  year: int(),
  month: str(),
  volume: Type.Union([Type.Integer(), Type.Null()], {
    description: "The journal volume of a paper, a thesis' volume; null for a conference paper.",
  }),
  issue: Type.Union([Type.Integer(), Type.Null()], { description: 'The journal issue of a paper; null otherwise.' }),
  conference: Type.Union([Type.Object({ id: int(), name: str() }), Type.Null()], {
    description: 'The conference of a conference paper; null otherwise.',
  }),
};

export const WorkSummary = model(
  'WorkSummary',
  'A paper, thesis or conference paper as a card shows it, with where it belongs.',
  workFields,
);

export const SearchHit = model(
  'SearchHit',
  'A site-wide search result; matched words in title and snippet are wrapped in U+0002 and U+0003.',
  {
    ...workFields,
    snippet: Type.String({ description: 'About 24 words of the abstract around the matches.' }),
  },
);

export const AuthorProfile = model(
  'AuthorProfile',
  'An author: the most used spelling of the name, ORCID when known, counts and co-authors.',
  {
    slug: str(),
    name: str(),
    orcid: Type.Union([Type.String(), Type.Null()], { description: 'Known for members of the editorial board.' }),
    counts: Type.Object({ paper: int(), thesis: int(), conference: int() }),
    coauthors: Type.Array(Type.Object({ slug: str(), name: str(), works: int() }), {
      description: 'Up to 20, most shared works first.',
    }),
  },
);

export const RelatedPaper = model('RelatedPaper', 'A paper related to another, with the keywords they share.', {
  paper_id: int(),
  paper_title: str(),
  paper_uniqueid: str(),
  year: int(),
  volume: int(),
  issue: int(),
  authors: strings(),
  shared_keywords: strings(),
});

// ---- metadata (docs/discoverability.md): the one record every head tag, sitemap, feed and OAI-PMH answer is built from

const nullable = <T extends ReturnType<typeof str> | ReturnType<typeof int>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ScholarlyRecord = model(
  'ScholarlyRecord',
  'One published work (journal paper, thesis or conference paper) in the shape every metadata builder reads.',
  {
    kind: WorkKind,
    id: int(),
    title: str(),
    authors: strings(),
    abstract: str(),
    year: int(),
    month: Type.String({ description: 'Month name, e.g. "April" (may be empty).' }),
    volume: nullable(int()),
    issue: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The issue; 0 for a volume published continuously (shown as the volume itself).',
    }),
    pages: Type.String({ description: 'Page range, e.g. "13-27" (may be empty).' }),
    elocation: Type.Optional(
      Type.String({ description: 'The article number of a paper published without pages, e.g. "1655".' }),
    ),
    doi: Type.String({ description: 'Bare DOI (may be empty).' }),
    pdf_url: Type.String({ description: 'Site-relative PDF address, e.g. "/files/papers/IJCRI-2024-V3I2-007.pdf".' }),
    keywords: strings(),
    references: Type.Array(Type.String(), { description: 'In citation order, one string each.' }),
    created_at: Type.String({ description: 'ISO 8601 timestamp.' }),
    updated_at: Type.String({ description: 'ISO 8601 timestamp.' }),
    article_type: Type.String({ description: 'Papers: "Research Article" and the like; others: empty.' }),
    conference_name: nullable(str()),
    institution: nullable(str()),
    degree: nullable(str()),
    licence_url: Type.Optional(
      Type.String({
        description: "The licence the work's own file states (its deed's address); absent for the journal's.",
      }),
    ),
    relations: Type.Optional(
      Type.Array(ref(ArticleRelation), { description: 'Papers: the corrections and retractions linking it.' }),
    ),
  },
);

export const MetadataYear = model('MetadataYear', 'How many works of one kind a year holds, and its newest change.', {
  year: int(),
  kind: WorkKind,
  count: int(),
  lastmod: Type.String({ description: 'Newest updated_at of the kind in that year.' }),
});

/** Every model, in dependency order (ConferenceCategory before ConferencePaperDetails), for the API to register. */
export const models = [
  ErrorAnswer,
  ArchivePaperSummary,
  ArticleRelation,
  PaperDetails,
  ArchiveSuggestion,
  ConferenceCategory,
  ConferencePaperSummary,
  ConferencePaperDetails,
  ThesisListItem,
  ThesisDetails,
  Topic,
  BlogSummary,
  BlogPost,
  EditorialMember,
  WorkSummary,
  SearchHit,
  AuthorProfile,
  RelatedPaper,
  ScholarlyRecord,
  MetadataYear,
];

export type ErrorAnswer = Static<typeof ErrorAnswer>;
export type ArchivePaperSummary = Static<typeof ArchivePaperSummary>;
export type PaperDetails = Static<typeof PaperDetails>;
export type ArticleRelation = Static<typeof ArticleRelation>;
export type ArchiveSuggestion = Static<typeof ArchiveSuggestion>;
export type ConferenceCategory = Static<typeof ConferenceCategory>;
export type ConferencePaperSummary = Static<typeof ConferencePaperSummary>;
export type ConferencePaperDetails = Static<typeof ConferencePaperDetails>;
export type ThesisListItem = Static<typeof ThesisListItem>;
export type ThesisDetails = Static<typeof ThesisDetails>;
export type Topic = Static<typeof Topic>;
export type BlogSummary = Static<typeof BlogSummary>;
export type BlogPost = Static<typeof BlogPost>;
export type EditorialMember = Static<typeof EditorialMember>;
export type EditorialRole = EditorialMember['role'];
export type WorkKind = Static<typeof WorkKind>;
export type WorkSummary = Static<typeof WorkSummary>;
export type SearchHit = Static<typeof SearchHit>;
export type AuthorProfile = Static<typeof AuthorProfile>;
export type RelatedPaper = Static<typeof RelatedPaper>;
export type ScholarlyRecord = Static<typeof ScholarlyRecord>;
export type MetadataYear = Static<typeof MetadataYear>;
