import { describe, expect, it } from 'vitest';
import { contentAnchor } from '../text/contentAnchor.ts';
import { sanitizeArticle, sanitizeHtml } from './sanitizeHtml.ts';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

describe('sanitizeHtml', () => {
  it('keeps the headings, paragraphs, lists, emphasis and links the journal writes', () => {
    const html =
      '<h2>Scope</h2><p>Papers on <strong>learning</strong> and <em>theory</em>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<blockquote>Quote</blockquote><p><a href="/call-for-papers">call for papers</a></p>';
    const container = parse(html);
    expect(container.querySelector('h2')?.textContent).toBe('Scope');
    expect(container.querySelector('strong')?.textContent).toBe('learning');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('blockquote')?.textContent).toBe('Quote');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/call-for-papers');
  });

  it('removes script elements and their code', () => {
    const container = parse('<p>Before</p><script>window.stolen = document.cookie</script><p>After</p>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('document.cookie');
    expect(container.textContent).toBe('BeforeAfter');
  });

  it('removes inline event handlers', () => {
    const container = parse(
      '<p onclick="alert(1)" onmouseover="alert(2)">Text</p><img src="/x.png" onerror="alert(3)" alt="figure">',
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('Text');
    expect(paragraph.hasAttribute('onclick')).toBe(false);
    expect(paragraph.hasAttribute('onmouseover')).toBe(false);
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(container.innerHTML).not.toMatch(/alert\(/);
  });

  it('removes javascript: URLs from links', () => {
    const container = parse('<a href="javascript:alert(1)">click</a><a href=" JaVaScRiPt:alert(2)">again</a>');
    const links = [...container.querySelectorAll('a')];
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('removes frames, forms and inline styles', () => {
    const container = parse(
      '<iframe src="https://example.org"></iframe><form action="/steal"><input name="password"></form><p style="position:fixed">Kept</p>',
    );
    expect(container.querySelector('iframe, form, input')).toBeNull();
    expect(container.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(container.textContent).toBe('Kept');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    const container = parse('<a href="https://doi.org/10.59638" target="_blank">DOI</a>');
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('neutralises hostile markup while keeping its text', () => {
    const cases: Array<[string, string, string]> = [
      // [what, hostile html, selector that must not match afterwards]
      ['svg with onload', '<svg onload="window.__pwned=1"><circle r="1"/></svg><p>svg</p>', 'svg, circle, [onload]'],
      ['math with a link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>math</p>', 'math, mi'],
      [
        'form posting elsewhere',
        '<form action="https://evil.example/steal"><button formaction="https://evil.example">Send</button></form><p>form</p>',
        'form, button, [action], [formaction]',
      ],
      [
        'details toggle handler',
        '<details open ontoggle="alert(1)"><summary>More</summary>text</details>',
        'details, [ontoggle]',
      ],
      [
        'style element and attribute',
        '<style>body{background:url(javascript:alert(1))}</style>' +
          '<p style="width:expression(alert(1));background:url(https://evil.example/x.png)">styled</p>',
        'style, [style]',
      ],
      [
        'base, meta refresh and link',
        '<base href="https://evil.example/"><meta http-equiv="refresh" ' +
          'content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil.example/x.css"><p>heads</p>',
        'base, meta, link',
      ],
      [
        'embedded documents',
        '<iframe srcdoc="<script>alert(1)</script>"></iframe><object data="x.swf"></object><embed src="x.swf"><p>embeds</p>',
        'iframe, object, embed',
      ],
      [
        'media from elsewhere',
        '<video src="https://evil.example/v.mp4" autoplay></video><audio src="/a.mp3"></audio><p>media</p>',
        'video, audio',
      ],
      [
        'ids and names that could shadow the page',
        '<p id="root">clobber</p><a name="getElementById" href="/x">named</a>',
        '[id], [name]',
      ],
      ['data attributes and aria', '<p data-action="x" aria-hidden="true">attrs</p>', '[data-action], [aria-hidden]'],
    ];
    for (const [what, html, forbidden] of cases) {
      const container = parse(html);
      expect(container.querySelector(forbidden), what).toBeNull();
      expect(container.innerHTML, what).not.toMatch(/javascript:|expression\(|evil\.example|alert\(/i);
      expect(container.textContent?.trim(), what).not.toBe('');
    }
  });

  it('removes links to javascript: and data: however they are spelt', () => {
    const container = parse(
      '<a href="jav&#x09;ascript:alert(1)">tab</a><a ' +
        'href="&#106;avascript:alert(1)">entity</a><a ' +
        'href="data:text/html,<script>alert(1)</script>">data</a><a href="vbscript:msgbox(1)">vb</a>',
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['tab', 'entity', 'data', 'vb']);
    for (const link of links) expect(link.hasAttribute('href'), link.textContent).toBe(false);
  });

  it('keeps only new-tab targets, always with noopener', () => {
    const container = parse(
      '<a href="/a" target="_blank" rel="opener">new tab</a><a href="/b" target="_top">top</a><a href="/c" target="other">named</a>',
    );
    const [blank, top, named] = [...container.querySelectorAll('a')];
    expect(blank!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(top!.hasAttribute('target')).toBe(false);
    expect(named!.hasAttribute('target')).toBe(false);
  });

  it('keeps images from this site and data: images, and drops images from other sites', () => {
    const container = parse(
      '<img src="/figures/a.png" alt="local"><img src="data:image/png;base64,iVBORw0KGgo=" ' +
        'alt="inline"><img src="https://tracker.example/p.gif" alt="tracker"><p>text</p>',
    );
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['local', 'inline']);
    expect(container.textContent).toBe('text');
  });

  it('keeps tables, code and figures an article may carry', () => {
    const container = parse(
      '<table><thead><tr><th ' +
        'scope="col">n</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><pre><code>x ' +
        '&lt; y</code></pre><figure><figcaption>Fig. 1</figcaption></figure>',
    );
    expect(container.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(container.querySelector('code')?.textContent).toBe('x < y');
    expect(container.querySelector('figcaption')?.textContent).toBe('Fig. 1');
  });
});

describe('sanitizeArticle', () => {
  function parseArticle(html: string): HTMLElement {
    const container = document.createElement('div');
    container.append(sanitizeArticle(html));
    return container;
  }

  it('keeps sections and their ids, prefixed, and points in-text links at the prefixed ids', () => {
    const container = parseArticle(
      '<section id="sec1"><h2>1 Introduction</h2><p>As shown in <a href="#tab1">Table 1</a>.</p></section>',
    );
    expect(container.querySelector('section')?.id).toBe(contentAnchor('sec1'));
    expect(container.querySelector('a')?.getAttribute('href')).toBe(`#${contentAnchor('tab1')}`);
  });

  it('drops scripts, handlers and ids that would shadow the page or its globals', () => {
    const container = parseArticle(
      '<section id="location" onclick="alert(1)"><h2>Method</h2><script>alert(1)</script><img src="https://tracker.example/pixel.png" onerror="alert(1)"></section>',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('#location')).toBeNull();
    expect(container.querySelector('section')?.id).toBe(contentAnchor('location'));
  });

  it('keeps the alignment and spans of a table cell', () => {
    const container = parseArticle(
      '<table><tbody><tr><td colspan="2" align="right" style="color:red">3.5</td></tr></tbody></table>',
    );
    const cell = container.querySelector('td');
    expect([cell?.getAttribute('align'), cell?.getAttribute('colspan'), cell?.getAttribute('style')]).toEqual([
      'right',
      '2',
      null,
    ]);
  });

  it('keeps MathML formulas with their layout attributes', () => {
    const container = parseArticle(
      '<p>Mass <math display="inline"><msub><mi>x</mi><mn>2</mn></msub><mo>≤</mo>' +
        '<mfrac linethickness="2px"><mi>a</mi><mi>b</mi></mfrac></math></p>',
    );
    const math = container.querySelector('math');
    expect(math?.getAttribute('display')).toBe('inline');
    expect(math?.querySelector('msub mn')?.textContent).toBe('2');
    expect(math?.querySelector('mfrac')?.getAttribute('linethickness')).toBe('2px');
  });

  it('drops MathML that could run script or hold HTML', () => {
    const container = parseArticle(
      '<math><maction actiontype="statusline"><mi xlink:href="javascript:alert(1)" href="javascript:alert(2)">x</mi></maction>' +
        '<semantics><mi>y</mi><annotation-xml encoding="text/html"><img src="x" onerror="alert(3)"></annotation-xml></semantics></math>',
    );
    expect(container.querySelector('maction, annotation-xml, img, [href], [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|alert\(/);
    expect(container.querySelector('mi')?.textContent).toBe('x');
  });

  it('keeps responsive figure images from this site and drops any with an address elsewhere', () => {
    const container = parseArticle(
      '<figure id="fig1"><img src="/files/figures/a/f-960.webp" srcset="/files/figures/a/f-480.webp 480w, /files/figures/a/f-960.webp 960w" ' +
        'sizes="48rem" width="960" height="640" alt="Figure 1" loading="lazy" decoding="async"></figure>' +
        '<figure><img src="/files/figures/a/g.webp" srcset="https://tracker.example/p.webp 480w" alt="tracked"></figure>',
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.alt)).toEqual(['Figure 1']);
    expect(images[0]!.getAttribute('srcset')).toContain('f-480.webp 480w');
    expect([images[0]!.width, images[0]!.height, images[0]!.getAttribute('loading')]).toEqual([960, 640, 'lazy']);
  });

  it('keeps videos from this site, always with controls, and drops videos from elsewhere', () => {
    const container = parseArticle(
      '<video src="/files/figures/a/movie.mp4" autoplay></video><video src="https://evil.example/v.mp4"></video>',
    );
    const videos = [...container.querySelectorAll('video')];
    expect(videos.map((video) => video.getAttribute('src'))).toEqual(['/files/figures/a/movie.mp4']);
    expect(videos[0]!.hasAttribute('controls')).toBe(true);
    expect(videos[0]!.hasAttribute('autoplay')).toBe(false);
  });
});
