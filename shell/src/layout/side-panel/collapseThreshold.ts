/** docs/sections.md: a side-panel list folds into a dropdown when taller than 30% of the main column. */
export const COLLAPSE_RATIO = 0.3;

/** An unmeasured (zero) main column never folds a list: nothing is known about the page yet. */
export function isTallerThanShare(listHeight: number, mainHeight: number, ratio = COLLAPSE_RATIO): boolean {
  return mainHeight > 0 && listHeight > mainHeight * ratio;
}
