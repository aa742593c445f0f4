/**
 * Shapes of the hand-written seed content (topics, blog, editorial board). The content modules beside
 * this file export arrays of these; the seeder writes them to SQLite. Papers, conferences and theses
 * are generated elsewhere (deterministically) because there are hundreds of them.
 */

/** A research topic the journal publishes in; shown on /topics (grouped by category) and /topics/{slug}. */
export interface TopicSeed {
  /** Display title, e.g. "Federated and Privacy-Preserving Machine Learning". The page slug is derived from it. */
  title: string;
  /** Category the topic is grouped under on /topics, e.g. "Artificial Intelligence". */
  category: string;
  /** Title for the page head (about 50 to 65 characters). */
  meta_title: string;
  /** Meta description (about 140 to 160 characters). */
  meta_description: string;
  /** Trusted HTML written by the journal: <h2>, <p>, <ul>, <li>, <strong>, <em>, <a href> only. */
  content: string;
}

export interface BlogPostSeed {
  /** URL slug, lowercase and hyphenated: /blogs/{slug}. */
  slug: string;
  title: string;
  /** One or two sentences shown on the list page. */
  excerpt: string;
  /** Author as printed, e.g. "Dr. Meera Kulkarni, Managing Editor". */
  author: string;
  /** ISO date (YYYY-MM-DD), between 2022-03-01 and 2026-10-31. */
  published_at: string;
  /** Tag slugs, lowercase and hyphenated: /tag/{slug}. Tags are shared between posts. */
  tags: string[];
  /** Trusted HTML: <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote>, <a href> only. */
  content: string;
}

export type EditorialRole =
  | 'Editor-in-Chief'
  | 'Managing Editor'
  | 'Associate Editor'
  | 'Section Editor'
  | 'Editorial Board Member'
  | 'Advisory Board Member';

export interface EditorialMemberSeed {
  /** URL slug: /editorial-board/{slug}, e.g. "ananya-raghavan". */
  slug: string;
  /** Name with title as printed, e.g. "Prof. Ananya Raghavan". */
  name: string;
  role: EditorialRole;
  /** Department and institution. */
  affiliation: string;
  country: string;
  /** 3 to 6 research areas. */
  expertise: string[];
  /** 80 to 150 words, third person, plain text. */
  bio: string;
  /** A syntactically valid ORCID iD (0000-000X-XXXX-XXXX with a correct check digit) or omitted. */
  orcid?: string;
}
