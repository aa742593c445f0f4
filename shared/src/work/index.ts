/**
 * `@journal/shared/work`: the pages the thesis and conference sections share, one implementation with a
 * configuration each. A remote builds each page with the singletons it imports (kit.ts says why), in the
 * module of the page that draws it, so each lazy page's chunk carries only its own work page:
 *   const WorkIndexPage = workIndexPage(sectionKit);
 */
export { workArticle } from './WorkArticle.tsx';
export { workDetailsPage } from './WorkDetailsPage.tsx';
export { workIndexPage } from './WorkIndexPage.tsx';
export { workListOfPage, workListPage } from './WorkListPage.tsx';
export type { SectionKit } from './kit.ts';
