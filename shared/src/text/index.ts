export { slugify } from './slugify.ts';
export { authorsOf, type AuthorFields } from './authorsOf.ts';
export { monthYear, monthNumber, MONTH_NAMES } from './monthYear.ts';
export { readPositiveInt } from './readPositiveInt.ts';
export { metaDescription } from './metaDescription.ts';
