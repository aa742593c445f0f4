/**
 * Classes for the long parts of a paper's page below its first screen (the full text's sections, the
 * references, related papers). With `content-visibility: auto` the browser lays out and paints such a part
 * only when it comes near the viewport; until then it takes the height given here (and, once drawn,
 * the height it last had). Every layout the page's renders cause then costs the first screen's, not the
 * whole article's: the layouts after each render are among the longest tasks left on a paper's page
 * (build-kit/speed/README.md). The text stays in the document, so find in page,
 * links to an anchor and screen readers reach it as before.
 */
export const drawnWhenNear = '[content-visibility:auto] [contain-intrinsic-size:auto_60rem]';

/** The same for each top-level section of the full text (the importer's HTML, styled from its container). */
export const sectionsDrawnWhenNear =
  '[&>section]:[content-visibility:auto] [&>section]:[contain-intrinsic-size:auto_30rem]';
