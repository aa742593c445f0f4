import { postCall } from '@journal/shared';

/**
 * The topics call (SPEC section 7: POST /topics, no body; answer data.data, topics grouped by category).
 * The contract types live in shared/src/api/types.ts but are not exported from the package yet, so the
 * few this feature reads are declared here.
 */
export interface Topic {
  title: string;
  meta_title: string;
  meta_description: string;
  /** HTML written by the journal; sanitized before it is rendered (see sanitizeHtml.ts). */
  content: string;
  category: string;
  /** Lowercase hyphenated title; older backends leave it out, so pages derive links from the title. */
  slug?: string;
}

/** Category name to its topics, in the journal's order. */
export type TopicsByCategory = Record<string, Topic[]>;

interface TopicsAnswer {
  data: { data: TopicsByCategory };
}

export async function fetchTopicsCall(): Promise<TopicsByCategory> {
  const answer = await postCall<TopicsAnswer>('/topics');
  return answer.data.data;
}
