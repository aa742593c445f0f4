export { slugify } from './slugify.ts';
export { contentAnchor } from './contentAnchor.ts';
export { authorFields, authorsOf } from './authorsOf.ts';
export { paperCardOf, workCardOf } from './paperCard.ts';
export { monthYear, monthNumber, MONTH_NAMES } from './monthYear.ts';
export { formatPublishedDate } from './publishedDate.ts';
export { readPositiveInt } from './readPositiveInt.ts';
export { authorSlug } from './authorSlug.ts';
export { countOf } from './searchText.ts';
// No app of this repository imports these from here today (the UI kit's cards use them); they stay until the
// next major version, as teams build against this entry (docs/deployment.md, "Version rules").
/** @public */ export { authorPath } from './authorSlug.ts';
/** @public */ export { workPlace } from '../widgets/workPlace.ts';
/** @public */ export { unmarked, HIGHLIGHT_START, HIGHLIGHT_END } from './searchText.ts';
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
