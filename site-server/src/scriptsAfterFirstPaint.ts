import { parse, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * The page's scripts start after its first paint (build-kit/speed/README.md). The first HTML already
 * shows the page's summary; when its module scripts arrive before the parser is done (a fast or cached
 * connection), Chromium runs all of them, 440 KB of shared libraries first, before it paints anything.
 * Here the shell's module script, its module preloads and the route's hints sit in an inert <template>
 * that the browser neither fetches nor runs; a small inline script (allowed by the site's CSP hash, which
 * is computed from this HTML) puts them into the head once the first frame is painted. A tab that is not
 * visible paints no frame: there the tags go in at once, and a tab hidden before its first frame gets
 * them after half a second.
 */

/** Where the route's hints go (sendPage fills it); they wait in the template with the rest. */
export const DEFERRED_HINTS = '<!--journal-deferred-hints-->';

const TEMPLATE_ID = 'journal-scripts';

type Element = DefaultTreeAdapterTypes.Element;

/** A module script with a src, or a module preload: the tags that load the app. */
function isLoadingTag(element: Element): boolean {
  const attribute = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
  if (element.tagName === 'script') return attribute('type') === 'module' && attribute('src') !== undefined;
  return element.tagName === 'link' && (attribute('rel') ?? '').split(/\s+/).includes('modulepreload');
}

/** Every element of the document in source order (not inside a <template>, whose content is inert). */
function* elementsOf(node: DefaultTreeAdapterTypes.ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    if (child.tagName !== 'template') yield* elementsOf(child);
  }
}

/**
 * Copies each tag of the template into the head in its order, four tags per task (twenty in one task
 * make a task of 17 to 45 ms). Each element is created afresh from the tag's
 * attributes rather than moved out of the template, so the browser sees a script-inserted tag.
 * First it makes the first HTML's forms that the app drives (the header's search, the footer's newsletter,
 * rendered by siteFrame.tsx) inert until the app has hydrated them, which then releases them: words typed
 * into them before would not reach the app's state. Forms marked data-plain-form (the Menu disclosure's
 * search) work the same with or without the app and stay usable. Without scripts this never runs and
 * every form works as a plain form.
 */
const LOADER = [
  `(()=>{const t=document.getElementById("${TEMPLATE_ID}");if(!t)return;`,
  'for(const f of document.querySelectorAll("#root form:not([data-plain-form])"))f.inert=true;',
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
 * the route's hints placeholder inside it. HTML without a module script is returned as it is. The tags
 * are found by parsing the page (parse5) and cut from the source at the parser's offsets, so everything
 * else stays byte for byte as the build wrote it (the CSP hashes the inline <style> and <script>).
 */
export function scriptsAfterFirstPaint(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const loading = [...elementsOf(document)].filter(isLoadingTag);
  const body = [...elementsOf(document)].find((element) => element.tagName === 'body');
  if (!loading.some((element) => element.tagName === 'script')) return html;

  const cuts = loading.map((element) => {
    const { startOffset, endOffset } = element.sourceCodeLocation!;
    let from = startOffset;
    while (from > 0 && /\s/.test(html[from - 1]!)) from -= 1; // the tag's line goes with it
    return { from, to: endOffset, tag: html.slice(startOffset, endOffset), isScript: element.tagName === 'script' };
  });
  // The entry first, so its fetch starts in the loader's first task, whatever order the build wrote.
  const entryFirst = [...cuts.filter((cut) => cut.isScript), ...cuts.filter((cut) => !cut.isScript)];
  const template = `<template id="${TEMPLATE_ID}">${entryFirst.map((cut) => cut.tag).join('')}${DEFERRED_HINTS}</template><script>${LOADER}</script>`;
  const insertAt = body?.sourceCodeLocation?.endTag?.startOffset ?? html.length;
  // Applied from the end of the page back, so each edit's offsets still hold when it is made.
  const edits = [...cuts.map((cut) => ({ ...cut, text: '' })), { from: insertAt, to: insertAt, text: template }];
  return edits
    .sort((a, b) => b.from - a.from)
    .reduce((page, edit) => page.slice(0, edit.from) + edit.text + page.slice(edit.to), html);
}
