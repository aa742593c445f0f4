import { postCall, type Topic as ContractTopic } from '@journal/shared';

/** The topics call (SPEC section 7: POST /topics, no body; answer data.data, topics grouped by category). */

/** A topic as the contract gives it; the slug is optional because older backends leave it out (pages derive links from the title). */
export type Topic = Omit<ContractTopic, 'slug'> & { slug?: string };

/** Category name to its topics, in the journal's order. */
export type TopicsByCategory = Record<string, Topic[]>;

interface TopicsAnswer {
  data: { data: TopicsByCategory };
}

export async function fetchTopicsCall(): Promise<TopicsByCategory> {
  const answer = await postCall<TopicsAnswer>('/topics');
  return answer.data.data;
}
