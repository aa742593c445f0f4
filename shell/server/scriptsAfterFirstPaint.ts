/**
 * The page's scripts start after its first paint (docs/performance.md, "Scripts after the first paint,
 * second try"). The first HTML already shows the page's summary; when its module scripts arrive before
 * the parser is done (a fast or cached connection), Chromium runs all of them, 440 KB of shared
 * libraries first, before it paints anything. Here the shell's module script, its module preloads and
 * the route's hints sit in an inert <template> that the browser neither fetches nor runs; a small inline
 * script (allowed by the site's CSP hash, which is computed from this HTML) puts them into the head once
 * the first frame is painted. A tab that is not visible paints no frame: there the tags go in at once,
 * and a tab hidden before its first frame gets them after half a second.
 */

/** The tags that load the app: module scripts with a src, and module preloads. */
const LOADING_TAG =
  /<script\b(?=[^>]*\stype="module")(?=[^>]*\ssrc=)[^>]*><\/script>|<link\b(?=[^>]*\srel="modulepreload")[^>]*>/g;

/** Where the route's hints go (sendPage fills it); they wait in the template with the rest. */
export const DEFERRED_HINTS = '<!--journal-deferred-hints-->';

const TEMPLATE_ID = 'journal-scripts';

const isScript = (tag: string) => tag.startsWith('<script');

/**
 * Copies each tag of the template into the head in its order, four tags per task (twenty in one task
 * made a task of 17 to 45 ms in the first try). Each element is created afresh from the tag's
 * attributes rather than moved out of the template, so the browser sees a script-inserted tag.
 */
const LOADER = [
  `(()=>{const t=document.getElementById("${TEMPLATE_ID}");if(!t)return;`,
  'const tags=[...t.content.children];t.remove();',
  'const add=()=>{for(const from of tags.splice(0,4)){const el=document.createElement(from.localName);',
  'for(const a of from.attributes)el.setAttribute(a.name,a.value);document.head.append(el)}',
  'if(tags.length)setTimeout(add)};',
  'if(document.visibilityState!=="visible")return add();',
  'let started=false;const start=()=>{if(!started){started=true;setTimeout(add)}};',
  'requestAnimationFrame(start);setTimeout(start,500)})()',
].join('');

/**
 * The built index.html with its loading tags moved into the template (before the end of <body>) and
 * the route's hints placeholder inside it. HTML without a module script is returned as it is.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const tags = html.match(LOADING_TAG) ?? [];
  if (!tags.some(isScript)) return html;
  const rest = html.replace(new RegExp(`\\s*(?:${LOADING_TAG.source})`, 'g'), '');
  // The entry first, so its fetch starts in the loader's first task, whatever order the build wrote.
  const entryFirst = [...tags.filter(isScript), ...tags.filter((tag) => !isScript(tag))];
  const template = `<template id="${TEMPLATE_ID}">${entryFirst.join('')}${DEFERRED_HINTS}</template><script>${LOADER}</script>`;
  return rest.replace('</body>', () => `${template}</body>`);
}
