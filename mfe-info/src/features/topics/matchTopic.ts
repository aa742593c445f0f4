import { slugify } from '@journal/shared/text';
import { topicLink } from '@journal/shared/routes';
import type { Topic } from './api.ts';

/**
 * docs/sections.md: slug matching lives in the shared package, so the site server (which answers 404
 * for an unknown topic) and this page always agree.
 */
export { matchKey, findTopicBySlug } from '@journal/shared/metadata';

/** The address of a topic's page: the API's slug when it sends one, else the title's slug. */
export function topicPath(topic: Topic): string {
  return topicLink(topic.slug && topic.slug.length > 0 ? topic.slug : slugify(topic.title));
}
