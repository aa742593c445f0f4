/** Sanitising HTML from the API (topic and blog content, article full text); bundled by each app that renders it. */
export { sanitizeHtml } from './sanitizeHtml.ts';
export { drawArticleHtml } from './drawArticleHtml.ts';
