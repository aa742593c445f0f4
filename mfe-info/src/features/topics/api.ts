import { callQuery, journalApi, type Topic as ContractTopic } from '@journal/shared';

/** A topic as the contract gives it; the slug is optional because older backends leave it out (pages derive links from the title). */
export type Topic = Omit<ContractTopic, 'slug'> & { slug?: string };

/** Category name to its topics, in the journal's order. */
export type TopicsByCategory = Record<string, Topic[]>;

/**
 * The topics call (POST /topics, no body; answer data.data, topics grouped by category), added to the
 * page's one RTK Query API with this remote. The list page and each topic page read the same answer;
 * kept 1 h (the journal edits its topics rarely). docs/sections.md, "Rules every section shares": a failure is logged.
 */
const topicsApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    topics: callQuery(build, '/topics', {
      select: (answer): TopicsByCategory => answer.data.data,
      keepFor: 3600,
      logFailureAs: 'Topic fetch failed',
    }),
  }),
});

export const { useTopicsQuery } = topicsApi;
