/**
 * What DOMPurify puts before every id it keeps (SANITIZE_NAMED_PROPS), so an id in an article can never
 * shadow one of the page's own elements or a global (DOM clobbering). Links to a section or a
 * reference use `contentAnchor(id)`. Here, apart from the sanitizer (`@journal/shared/html`), so that a
 * page linking into an article does not bundle DOMPurify for it.
 */
export const CONTENT_ID_PREFIX = 'user-content-';
export const contentAnchor = (id: string) => `${CONTENT_ID_PREFIX}${id}`;
