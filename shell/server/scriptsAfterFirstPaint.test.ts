// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFERRED_HINTS, scriptsAfterFirstPaint } from './scriptsAfterFirstPaint.ts';

/** The shape of the built index.html: the entry in the head, Vite's preloads around the inlined stylesheet. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <!--journal-head-->
    <script type="module" crossorigin src="/assets/entry-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-B.js">
    <style>body{margin:0}</style>
  <link rel="modulepreload" crossorigin href="/assets/hostInit-C.js"></head>
  <body>
    <div id="root"><!--journal-body--></div>
    <!--journal-preloads-->
  </body>
</html>`;

const templateOf = (html: string) => /<template id="journal-scripts">(.*?)<\/template>/s.exec(html)?.[1] ?? null;

describe('scriptsAfterFirstPaint', () => {
  const html = scriptsAfterFirstPaint(BUILT);

  it('moves the module script and every module preload into the inert template, in their order', () => {
    expect(templateOf(html)).toBe(
      '<script type="module" crossorigin src="/assets/entry-A.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-B.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/hostInit-C.js">' +
        DEFERRED_HINTS,
    );
    const outside = html.replace(/<template\b.*?<\/template>/s, '');
    expect(outside).not.toContain('type="module"');
    expect(outside).not.toContain('modulepreload');
  });

  it('leaves the rest of the page where it was: the icon, the stylesheet, the markers the server fills', () => {
    for (const kept of [
      '<link rel="icon"',
      '<style>body{margin:0}</style>',
      '<!--journal-head-->',
      '<!--journal-preloads-->',
    ])
      expect(html).toContain(kept);
    expect(html.indexOf('<!--journal-preloads-->')).toBeLessThan(html.indexOf('<template'));
    expect(html).toMatch(/<\/template><script>[^<]+<\/script><\/body>/);
  });

  it('changes nothing in HTML that loads no module script', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"></head><body></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
