export { slugify } from './slugify.ts';
export { contentAnchor } from './contentAnchor.ts';
export { authorsOf, type AuthorFields } from './authorsOf.ts';
export { monthYear, monthNumber, MONTH_NAMES } from './monthYear.ts';
export { readPositiveInt } from './readPositiveInt.ts';
export { metaDescription } from './metaDescription.ts';
export { authorSlug, authorPath } from './authorSlug.ts';
export { workPath, workPlace, type WorkKindName } from './workLinks.ts';
export { countOf, unmarked, HIGHLIGHT_START, HIGHLIGHT_END } from './searchText.ts';
// OAI-PMH datestamps are read by the site server and the API alike; this React-free entry gives the API them.
export { parseDatestamp, toDatestamp, type Datestamp } from '../metadata/datestamp.ts';
export { MATHML_ATTRIBUTES, MATHML_ELEMENTS } from './mathmlAllowList.ts';
