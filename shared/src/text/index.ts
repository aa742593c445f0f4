export { slugify } from './slugify.ts';
export { contentAnchor } from './contentAnchor.ts';
export { authorFields, authorsOf } from './authorsOf.ts';
export { monthYear, monthNumber, MONTH_NAMES } from './monthYear.ts';
export { readPositiveInt } from './readPositiveInt.ts';
export { authorSlug, authorPath } from './authorSlug.ts';
export { workPlace } from './workLinks.ts';
export { countOf, unmarked, HIGHLIGHT_START, HIGHLIGHT_END } from './searchText.ts';
// OAI-PMH datestamps are read by the site server and the API alike; this React-free entry gives the API them.
export { splitName } from '../citation/citationSource.ts';
export { parseDatestamp, toDatestamp } from '../metadata/datestamp.ts';
export { locatorFact, pagesOrElocation } from './elocation.ts';
export {
  CONTINUOUS_ISSUE,
  isContinuous,
  issueChoiceName,
  issueName,
  issueNameWithYear,
  volumeAndIssue,
} from './issueName.ts';
// A work's licence by its deed's address: the API (React-free) reads it from this entry too.
export { licenceOf, type Licence } from '../licence.ts';
export { MATHML_ATTRIBUTES, MATHML_ELEMENTS } from './mathmlAllowList.ts';
