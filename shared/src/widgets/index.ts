/**
 * `@journal/shared/widgets`: UI parts that hold no state and that only some pages draw, so they are not
 * in the UI kit singleton (shared whole, it is in every first load: docs/performance.md, "JS budget").
 * Each remote bundles the ones it uses, tree-shaken, into the chunks of the pages that draw them, built
 * with the singletons it imports itself (kit.ts says why):
 *   const Accordion = accordion({ Icon });
 * The site server draws its first HTML with the same ones (docs/architecture.md, "The first HTML").
 */
export { accordion, type AccordionItem } from './Accordion.tsx';
export { blogCards, type BlogCardPost } from './BlogCard.tsx';
export { homeIntro } from './HomeIntro.tsx';
export { workCards, type WorkCardWork } from './WorkCard.tsx';
// For a remote of another repository (this one's list pages build it in `/work`, WorkListPage.tsx) and
// for typing a hand-made kit or a wrapper's props.
/** @public */ export { searchBox } from './SearchBox.tsx';
/** @public */ export type { AccordionProps } from './Accordion.tsx';
/** @public */ export type { BlogCardProps } from './BlogCard.tsx';
/** @public */ export type { SearchBoxProps } from './SearchBox.tsx';
/** @public */ export type { WidgetKit } from './kit.ts';
