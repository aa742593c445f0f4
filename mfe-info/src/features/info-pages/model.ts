/**
 * The shape of every information, policy and landing page's content. Pages are data, rendered by one
 * page component (InfoPage), so a page is written once as text and never re-implements layout.
 *
 * Text: a plain string; `[label](target)` inside it becomes a link (site path, #anchor, mailto:, https:).
 */
export type RichText = string;

/** One question of an FAQ list; the answer is one or more paragraphs. */
export interface FaqItem {
  id: string;
  question: string;
  answer: RichText[];
}

/** A file offered for download from the site itself. */
export interface DownloadFile {
  label: string;
  href: string;
  format: string;
  description: RichText;
}

export type Block =
  /** A paragraph. */
  | RichText
  | { list: RichText[] }
  /** Numbered steps, in order. */
  | { steps: RichText[] }
  /** Term and value pairs (journal particulars and the like). */
  | { facts: { term: string; value: RichText }[] }
  | { table: { caption: string; columns: string[]; rows: RichText[][] } }
  /** A highlighted box with its own small heading. */
  | { panel: { title: string; blocks: Block[] } }
  | { files: DownloadFile[] }
  | { faqs: FaqItem[] };

export interface PageSubsection {
  heading: string;
  blocks: Block[];
}

export interface PageSection {
  /** Anchor of the section (#id), unique on the page; also the /ethics ?target= value. */
  id: string;
  heading: string;
  blocks: Block[];
  subsections?: PageSubsection[];
}

export interface RelatedLink {
  label: string;
  to: string;
}

export interface PageContent {
  /** The page's one h1. */
  title: string;
  /** The document title; defaults to "{title} | {journal name}". */
  metaTitle?: string;
  /** The meta description: one or two sentences a search result can show. */
  description: string;
  /** Introductory paragraphs under the h1. */
  lead: Block[];
  sections: PageSection[];
  related?: RelatedLink[];
}
