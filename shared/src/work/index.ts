import { workArticle } from './WorkArticle.tsx';
import { workDetailsPage } from './WorkDetailsPage.tsx';
import type { SectionKit } from './kit.ts';

/**
 * `@journal/shared/work`: the pages the thesis and conference sections share, one implementation with a
 * configuration each. A remote builds them once with the singletons it imports (kit.ts says why):
 *   export const { WorkArticle, WorkDetailsPage } = createWorkPages({ shared, router, ui });
 */
export function createWorkPages(kit: SectionKit) {
  return { WorkArticle: workArticle(kit), WorkDetailsPage: workDetailsPage(kit) };
}

export type { SectionKit } from './kit.ts';
