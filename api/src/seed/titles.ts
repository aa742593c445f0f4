import type { ResearchArea } from './areas/index.ts';
import type { Rng } from './prng.ts';

/** The article types the journal publishes, with their share of the generated papers. */
export const ARTICLE_TYPES = ['Research Article', 'Review Article', 'Short Communication', 'Case Study'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export function randomArticleType(rng: Rng): ArticleType {
  const r = rng.next();
  if (r < 0.7) return 'Research Article';
  if (r < 0.82) return 'Review Article';
  if (r < 0.92) return 'Short Communication';
  return 'Case Study';
}

/** What one paper is about: drawn once, used by the title, the abstract and the keywords alike. */
export interface PaperTopic {
  area: ResearchArea;
  subject: string;
  method: string;
  context: string;
  /** Name of the proposed system, e.g. "FedPrism". */
  system: string;
}

export function randomTopic(rng: Rng, area: ResearchArea): PaperTopic {
  return {
    area,
    subject: rng.pick(area.subjects),
    method: rng.pick(area.methods),
    context: rng.pick(area.contexts),
    system: rng.pick(area.nameParts[0]) + rng.pick(area.nameParts[1]),
  };
}

type TitleTemplate = (t: PaperTopic) => string;

/**
 * "Scalable {subject}", unless the subject already says so: "Scalable Permissioned Ledgers" stays as it is
 * rather than becoming "Scalable Scalable Permissioned Ledgers".
 */
export function scalable(subject: string): string {
  return /^scalable\b/i.test(subject) ? subject : `Scalable ${subject}`;
}

const TITLES: Record<ArticleType, readonly TitleTemplate[]> = {
  'Research Article': [
    (t) => `${t.system}: ${t.method} for ${t.subject}`,
    (t) => `${t.method} for ${t.subject} in ${t.context}`,
    (t) => `${t.system}: ${t.subject} in ${t.context} via ${t.method}`,
    (t) => `Towards ${t.subject} in ${t.context} with ${t.method}`,
    (t) => `On the Effectiveness of ${t.method} for ${t.subject}`,
    (t) => `Rethinking ${t.subject} for ${t.context}: ${t.method} with ${t.system}`,
    (t) => `${t.system}: ${scalable(t.subject)} Using ${t.method}`,
  ],
  'Review Article': [
    (t) => `${t.subject}: A Systematic Review`,
    (t) => `A Survey of ${t.method} for ${t.subject}`,
    (t) => `${t.subject} in ${t.context}: A Review of Methods, Datasets and Open Challenges`,
    (t) => `${t.method} for ${t.subject}: A Critical Review`,
  ],
  'Short Communication': [
    (t) => `A Note on ${t.method} for ${t.subject}`,
    (t) => `${t.method} for ${t.subject}: Preliminary Results`,
    (t) => `Brief Report: ${t.subject} in ${t.context}`,
  ],
  'Case Study': [
    (t) => `Deploying ${t.method} for ${t.subject} in ${t.context}: A Case Study`,
    (t) => `${t.subject} in Practice: Lessons from ${t.context}`,
    (t) => `${t.method} at Work: A Case Study of ${t.subject} in ${t.context}`,
  ],
};

const THESIS_TITLES: readonly TitleTemplate[] = [
  (t) => `Design and Evaluation of ${t.method} for ${t.subject}`,
  (t) => `${t.subject} in ${t.context}: Methods and Evaluation`,
  (t) => `Improving ${t.subject} with ${t.method}`,
  (t) => `Towards Practical ${t.subject}: ${t.method} for ${t.context}`,
  (t) => `An Investigation of ${t.method} for ${t.subject} in ${t.context}`,
];

export function composeTitle(rng: Rng, topic: PaperTopic, type: ArticleType): string {
  return rng.pick(TITLES[type])(topic);
}

export function composeThesisTitle(rng: Rng, topic: PaperTopic): string {
  return rng.pick(THESIS_TITLES)(topic);
}
