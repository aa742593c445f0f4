import createDOMPurify from 'dompurify';
import { CONTENT_ID_PREFIX, contentAnchor } from '../text/contentAnchor.ts';
import { MATHML_ATTRIBUTES, MATHML_ELEMENTS } from '../text/mathmlAllowList.ts';

/**
 * Topic and blog content arrives from the API as HTML. It is written by the journal, but the site
 * must not trust a response it did not build. Only the elements and attributes of a written article
 * survive (an allow-list, not a block-list): no scripts, event handlers, javascript: or data: links,
 * forms, frames, embedded SVG or MathML, styles, base or meta elements, ids or names (which could
 * shadow the page's own elements and globals), and no images from other sites (the CSP would block
 * them anyway, and they would tell another site who reads what).
 */
const purifier = createDOMPurify(window);

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'span',
  'div',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'img',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'lang',
  'dir',
];

function isForeign(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol !== 'data:' && parsed.origin !== window.location.origin;
  } catch {
    return true;
  }
}

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const target = node.getAttribute('target');
    // A new tab is fine, and must not hand the page a window.opener (reverse tabnabbing);
    // any other target (_top, _parent, a named window) could replace the site or another tab.
    if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else if (target !== null) node.removeAttribute('target');
  }
  if (node.tagName === 'IMG' && isForeign(node.getAttribute('src') ?? '')) node.remove();
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}

/**
 * The full text of an article (the JATS importer's HTML, docs/content.md): the same allow-list as topic
 * and blog content plus sections and the ids of sections, figures, tables and footnotes, which the
 * table of contents and in-text citations ("see [3]", "Table 1") link to. Ids come out prefixed and
 * in-document links are rewritten to match.
 */
const articlePurifier = createDOMPurify(window);

/** Every address of a srcset ("a.webp 480w, b.webp 960w"). */
const srcsetUrls = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');

articlePurifier.addHook('afterSanitizeAttributes', (node) => {
  const href = node.getAttribute('href');
  if (node.tagName === 'A' && href?.startsWith('#') && !href.startsWith(`#${CONTENT_ID_PREFIX}`))
    node.setAttribute('href', `#${contentAnchor(href.slice(1))}`);
  // Images and videos only from this site: the importer stores an article's files under /files.
  if (
    (node.tagName === 'IMG' || node.tagName === 'VIDEO') &&
    [node.getAttribute('src') ?? '', ...srcsetUrls(node.getAttribute('srcset') ?? '')].some(isForeign)
  )
    node.remove();
  if (node.tagName === 'VIDEO') node.setAttribute('controls', '');
});

/**
 * What an article adds to the content allow-list: sections, its figures' responsive images
 * (srcset, sizes, lazy loading), download links to its files, videos with controls, table cells'
 * alignment, and MathML
 * (the shared allow-list, which browsers lay out natively).
 */
const ARTICLE_TAGS = [...ALLOWED_TAGS, 'section', 'video', ...MATHML_ELEMENTS];
const ARTICLE_ATTR = [
  ...ALLOWED_ATTR.filter((attribute) => attribute !== 'target'),
  'id',
  'srcset',
  'sizes',
  'loading',
  'decoding',
  'download',
  'controls',
  'preload',
  // A table cell's alignment (left, right, center, justify), as the importer writes it from the JATS table.
  'align',
  ...MATHML_ATTRIBUTES,
];

// Set once, not per call: the article is sanitised a part at a time (drawArticleHtml), and DOMPurify
// rebuilds its allow-lists on every call that passes a config.
articlePurifier.setConfig({
  ALLOWED_TAGS: ARTICLE_TAGS,
  ALLOWED_ATTR: ARTICLE_ATTR,
  SANITIZE_NAMED_PROPS: true,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
});

/**
 * A part of an article, as HTML or as an inert node (of a template: nothing in it has loaded or run),
 * sanitised into a fragment ready to append: a node goes through without being written out as HTML
 * and parsed again.
 */
export function sanitizeArticle(dirty: string | Node): DocumentFragment {
  return articlePurifier.sanitize(dirty) as unknown as DocumentFragment;
}
