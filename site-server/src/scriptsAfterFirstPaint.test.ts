// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('puts the entry script first even where the build wrote a preload before it', () => {
    const preloadFirst = BUILT.replace(
      '<script type="module" crossorigin src="/assets/entry-A.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/early-D.js"><script type="module" crossorigin src="/assets/entry-A.js"></script>',
    );
    expect(templateOf(scriptsAfterFirstPaint(preloadFirst))).toMatch(
      /^<script type="module" crossorigin src="\/assets\/entry-A.js"><\/script><link rel="modulepreload" crossorigin href="\/assets\/early-D.js">/,
    );
  });

  it('moves only real tags: a commented-out script and a tag in an attribute value stay where they are', () => {
    const commented = '<!-- <script type="module" src="/assets/old.js"></script> -->';
    const quoted = '<meta name="x" content=\'<link rel="modulepreload" href="/assets/q.js">\'>';
    const withDecoys = BUILT.replace('<!--journal-head-->', `<!--journal-head-->${commented}${quoted}`);
    const page = scriptsAfterFirstPaint(withDecoys);
    expect(page).toContain(commented);
    expect(page).toContain(quoted);
    expect(templateOf(page)).not.toContain('old.js');
    expect(templateOf(page)).not.toContain('q.js');
  });

  it('changes nothing in HTML that loads no module script', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"></head><body></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});

describe('the loader in a page', () => {
  /** The served page's head and body in this test's document, then its inline loader run. */
  const load = (before = '') => {
    const html = scriptsAfterFirstPaint(BUILT);
    document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
    const loader = /<script>([^<]+)<\/script>/.exec(html)![1]!;
    const script = document.createElement('script');
    script.textContent = before + loader;
    document.body.append(script);
  };
  const loaded = () =>
    [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href'),
    );
  const all = ['/assets/entry-A.js', '/assets/shared-B.js', '/assets/hostInit-C.js'];
  afterEach(() => vi.restoreAllMocks());

  it('puts nothing into the head before the first frame, then the entry first and every preload', async () => {
    expect(document.visibilityState).toBe('visible');
    load();
    expect(loaded()).toEqual([]);
    // The tags go in one task after another once the frame came; a busy machine may take a while.
    await vi.waitFor(() => expect(loaded()).toEqual(all), { timeout: 5000 });
    const entry = document.head.querySelector('script[src]')!;
    expect(entry.getAttribute('type')).toBe('module');
    expect(entry.hasAttribute('crossorigin')).toBe(true);
    expect(document.getElementById('journal-scripts')).toBeNull();
  });

  it('loads at once in a page that is not visible, which paints no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    load();
    expect(loaded()).toEqual(all);
  });

  it('loads after half a second when no frame comes', async () => {
    // A page hidden right after it was parsed: the frame it asked for never comes.
    const started = Date.now();
    load('window.requestAnimationFrame = () => 0;');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loaded()).toEqual([]);
    await vi.waitFor(() => expect(loaded()).toEqual(all), { timeout: 5000 });
    // Not before the half second (less a little: timers and Date.now() round differently).
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
  });
});
