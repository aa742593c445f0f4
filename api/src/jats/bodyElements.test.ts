import { describe, expect, it } from 'vitest';
import { bodyToHtml } from './bodyHtml.ts';
import type { BodyAssets } from './bodyAssets.ts';
import { parseXml } from './xmlTree.ts';

/** What each body element of docs/content.md ("The body") becomes, one small JATS body at a time. */
const NS = 'xmlns:mml="http://www.w3.org/1998/Math/MathML" xmlns:xlink="http://www.w3.org/1999/xlink"';
const body = (xml: string, assets?: BodyAssets) => bodyToHtml(parseXml(`<body ${NS}>${xml}</body>`), [], assets);

const image = (name: string) => ({
  src: `/files/figures/a/${name}-960.webp`,
  renditions: [
    { url: `/files/figures/a/${name}-480.webp`, width: 480 },
    { url: `/files/figures/a/${name}-960.webp`, width: 960 },
  ],
  width: 960,
  height: 540,
  original: { url: `/files/figures/a/${name}.tif`, bytes: 250_000, format: 'TIFF' },
});

describe('the body of an article', () => {
  it('writes a fig-group as a figure of figures, each with its image, id, label and caption', () => {
    const { html, warnings } = body(
      '<fig-group id="fig2"><caption><title>Group.</title></caption>' +
        '<fig id="fig2a"><label>Figure 2.</label><caption><title>Main.</title></caption><graphic xlink:href="f2.tif"/></fig>' +
        '<fig id="fig2s1"><label>Figure 2—supplement 1.</label><caption><title>More.</title></caption>' +
        '<alt-text>Bars by dose</alt-text><graphic xlink:href="f2s1.tif"/></fig></fig-group>',
      {
        images: new Map([
          ['f2.tif', image('f2')],
          ['f2s1.tif', image('f2s1')],
        ]),
      },
    );
    expect(warnings).toEqual([]);
    expect(html).toMatch(/^<figure id="fig2" class="fig-group"><figure id="fig2a" class="fig"><img /);
    expect(html).toContain(
      '<img src="/files/figures/a/f2-960.webp" srcset="/files/figures/a/f2-480.webp 480w, /files/figures/a/f2-960.webp 960w" ' +
        'sizes="(min-width: 52rem) 48rem, calc(100vw - 2rem)" width="960" height="540" alt="Figure 2. Main." loading="lazy" decoding="async">',
    );
    expect(html).toContain('alt="Bars by dose"');
    expect(html).toContain('<a href="/files/figures/a/f2.tif" download>Original image (TIFF, 244 KB)</a>');
    expect(html).toMatch(/<figure id="fig2s1" class="fig">.*<figcaption><strong>Figure 2—supplement 1\.<\/strong>/);
  });

  it('prefers the XHTML table inside alternatives, and gives header cells a scope', () => {
    const { html } = body(
      '<table-wrap id="t1"><label>Table 1.</label><alternatives><graphic xlink:href="t1.png"/>' +
        '<table><thead><tr><th>Dose</th></tr></thead><tbody><tr><th>Low</th><td>3</td></tr></tbody></table></alternatives>' +
        '<table-wrap-foot><fn id="t1fn1"><p>Median.</p></fn></table-wrap-foot></table-wrap>',
    );
    expect(html).toContain(
      '<table><thead><tr><th scope="col">Dose</th></tr></thead><tbody><tr><th scope="row">Low</th><td>3</td>',
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('<div class="footnote" id="t1fn1">');
  });

  it('keeps MathML through the allow-list and drops what could run or load', () => {
    const { html } = body(
      '<p>Let <inline-formula><mml:math id="m1"><mml:msub><mml:mi mathvariant="bold">x</mml:mi><mml:mn>2</mml:mn></mml:msub>' +
        '<mml:maction actiontype="toggle"><mml:mi xlink:href="javascript:alert(1)">y</mml:mi></mml:maction>' +
        '<mml:semantics><mml:mi>z</mml:mi><mml:annotation encoding="TeX">z</mml:annotation></mml:semantics></mml:math></inline-formula>.</p>',
    );
    expect(html).toBe(
      '<p>Let <math display="inline"><msub><mi mathvariant="bold">x</mi><mn>2</mn></msub><mi>y</mi>' +
        '<semantics><mi>z</mi></semantics></math>.</p>',
    );
  });

  it('draws an OASIS (CALS) table as an HTML table: spans, header scope, alignment, formulas and footnotes kept', () => {
    const O = 'xmlns:oasis="http://www.niso.org/standards/z39-96/ns/oasis-exchange/table"';
    const { html, warnings } = body(
      '<table-wrap id="t1"><label>Table 1</label><caption><p>Fluxes.</p></caption>' +
        `<oasis:table ${O} frame="topbot"><oasis:tgroup cols="4">` +
        '<oasis:colspec colnum="1" colname="col1" align="left"/><oasis:colspec colnum="2" colname="col2" align="right"/>' +
        '<oasis:colspec colnum="3" colname="col3" align="right"/><oasis:colspec colnum="4" colname="col4" align="center"/>' +
        '<oasis:spanspec spanname="both" namest="col2" nameend="col3"/>' +
        '<oasis:thead><oasis:row><oasis:entry morerows="1">Site</oasis:entry><oasis:entry spanname="both">Flux</oasis:entry>' +
        '<oasis:entry morerows="1">Note</oasis:entry></oasis:row>' +
        '<oasis:row><oasis:entry colname="col2">day</oasis:entry><oasis:entry>night</oasis:entry></oasis:row></oasis:thead>' +
        '<oasis:tbody><oasis:row><oasis:entry>A</oasis:entry>' +
        '<oasis:entry><inline-formula><mml:math><mml:mn>3</mml:mn></mml:math></inline-formula></oasis:entry>' +
        '<oasis:entry align="left">4</oasis:entry><oasis:entry>see<xref ref-type="table-fn" rid="tfn1">a</xref></oasis:entry></oasis:row>' +
        '<oasis:row><oasis:entry namest="col1" nameend="col4">All sites</oasis:entry></oasis:row></oasis:tbody>' +
        '</oasis:tgroup></oasis:table>' +
        '<table-wrap-foot><fn id="tfn1"><p>Estimated.</p></fn></table-wrap-foot></table-wrap>',
    );
    expect(warnings).toEqual([]);
    expect(html).toContain(
      '<table><thead><tr><th rowspan="2" scope="col" align="left">Site</th><th colspan="2" scope="col" align="right">Flux</th>' +
        '<th rowspan="2" scope="col" align="center">Note</th></tr>' +
        '<tr><th scope="col" align="right">day</th><th scope="col" align="right">night</th></tr></thead>' +
        '<tbody><tr><td align="left">A</td><td align="right"><math display="inline"><mn>3</mn></math></td><td align="left">4</td>' +
        '<td align="center">see<a href="#tfn1">a</a></td></tr>' +
        '<tr><td colspan="4" align="left">All sites</td></tr></tbody></table>',
    );
    expect(html).toContain('<div class="footnote" id="tfn1">');
  });

  it('converts a tex-math written as a whole LaTeX document, honouring the newcommands of its preamble', () => {
    const { html, warnings } = body(
      '<p>Area <inline-formula><tex-math><![CDATA[\\documentclass[12pt]{minimal}\n\\usepackage{amsmath}\n' +
        '\\newcommand{\\area}[1]{\\pi #1^2}\n% \\newcommand{\\broken}{\n\\begin{document}$\\area{r}$\\end{document}]]>' +
        '</tex-math></inline-formula> and <inline-formula><tex-math>\\[x \\le y\\]</tex-math></inline-formula>.</p>',
    );
    expect(html).toMatch(
      /<math display="inline"><mrow><mi>π<\/mi><msup><mi>r<\/mi><mn>2<\/mn><\/msup><\/mrow><\/math>/,
    );
    expect(html).toMatch(/<math display="inline">.*<mo>≤<\/mo>.*<\/math>/);
    expect(html).not.toMatch(/documentclass|begin\{document\}/);
    const { sections } = body(
      '<sec><title>Area</title><disp-formula><tex-math>' +
        '\\documentclass{minimal}\\begin{document}$$a^2$$\\end{document}</tex-math></disp-formula></sec>',
    );
    // The PDF's text of the formula is its maths, not the document around it.
    expect(sections[0]!.paragraphs).toEqual(['a^2']);
    expect(warnings).toEqual([]);
  });

  it('keeps a TeX formula it cannot convert visible as TeX and names it in a warning', () => {
    const { html, warnings } = body(
      '<disp-formula id="e2"><tex-math>\\begin{document}$$\\unknownmacro{x}$$\\end{document}</tex-math></disp-formula>',
    );
    expect(html).toContain('<div class="formula" id="e2"><code>\\unknownmacro{x}</code></div>');
    expect(warnings).toEqual([
      expect.objectContaining({
        element: 'disp-formula',
        message: expect.stringMatching(
          /^the TeX formula "\\\\unknownmacro\{x\}" cannot be converted to MathML \(.+\); its TeX is shown$/,
        ),
      }),
    ]);
  });

  it('converts tex-math to MathML and keeps a display formula linkable with its label', () => {
    const { html } = body(
      '<p>See <xref ref-type="disp-formula" rid="e1">Equation 1</xref>.</p>' +
        '<disp-formula id="e1"><label>(1)</label><tex-math>\\sum_{i=1}^{n} x_i^2</tex-math></disp-formula>',
    );
    expect(html).toContain('<a href="#e1">Equation 1</a>');
    expect(html).toMatch(
      /<div class="formula" id="e1"><math display="block">.*<munderover><mo[^>]*>∑<\/mo>.*<msubsup><mi>x<\/mi><mi>i<\/mi><mn>2<\/mn><\/msubsup>.*<\/math> <span class="formula-label">\(1\)<\/span><\/div>/,
    );
    expect(html).not.toContain('\\sum');
  });

  it('lists a supplementary file with its type and size, and plays a video', () => {
    const { html } = body(
      '<supplementary-material id="s1"><label>Source data 1.</label><media xlink:href="data.csv"/></supplementary-material>' +
        '<media id="v1" mimetype="video" mime-subtype="mp4" xlink:href="movie.mp4"><label>Video 1.</label></media>',
      {
        files: new Map([
          ['data.csv', { url: '/files/figures/a/data-0123456789.csv', name: 'data.csv', bytes: 12_800 }],
          ['movie.mp4', { url: '/files/figures/a/movie-0123456789.mp4', name: 'movie.mp4', bytes: 3_400_000 }],
        ]),
      },
    );
    expect(html).toContain('<a href="/files/figures/a/data-0123456789.csv" download>data.csv</a> (CSV data, 13 KB)');
    expect(html).toContain('<video controls preload="none" src="/files/figures/a/movie-0123456789.mp4"></video>');
    expect(html).toContain('movie.mp4</a> (MP4 video, 3.2 MB)');
  });

  it('warns about an image or file the package lacks, and keeps the caption', () => {
    const { html, warnings } = body(
      '<fig id="f1"><label>Figure 1.</label><caption><title>Kept.</title></caption><graphic xlink:href="f1.tif"/></fig>',
    );
    expect(html).toContain('<figcaption><strong>Figure 1.</strong> <strong>Kept.</strong>');
    expect(warnings).toEqual([
      {
        element: 'graphic',
        line: 1,
        message: 'the image f1.tif was not supplied with the XML; the figure shows its caption',
      },
    ]);
  });

  it('writes a peer-review sub-article as its own section with its DOI', () => {
    const root = parseXml(
      `<article ${NS}><body><sec id="s1"><title>Results</title><p>Text.</p></sec></body>` +
        '<sub-article article-type="decision-letter" id="SA1"><front-stub><article-id pub-id-type="doi">10.7554/eLife.1.006</article-id>' +
        '<title-group><article-title>Decision letter</article-title></title-group></front-stub>' +
        '<body><p>The reviewers agree.</p></body></sub-article></article>',
    );
    const sub = root.children.find((c) => typeof c === 'object' && c.name === 'sub-article');
    const result = bodyToHtml(root.children.find((c) => typeof c === 'object' && c.name === 'body') as never, [
      sub as never,
    ]);
    expect(result.html).toContain(
      '<section id="SA1"><h2>Decision letter</h2><p>DOI: <a href="https://doi.org/10.7554/eLife.1.006" rel="noopener">10.7554/eLife.1.006</a></p><p>The reviewers agree.</p></section>',
    );
    expect(result.headings.map((h) => h.title)).toEqual(['Results', 'Decision letter']);
  });
  it('reads a bare <tex-math> in running text as a formula, displayed when its TeX is an equation', () => {
    const doc = (maths: string) =>
      `<tex-math><![CDATA[\\documentclass[12pt]{standalone}\\usepackage{varwidth}\\begin{document}` +
      `\\begin{varwidth}{50in}${maths}\\end{varwidth}\\end{document}]]></tex-math>`;
    const { html, warnings, sections } = body(
      `<sec><title>M</title><p>An index ${doc('\\begin{equation*}I_{i}=1\\end{equation*}')} and ${doc('$x$')}.</p></sec>`,
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('An index <math display="block">');
    expect(html).toContain('and <math display="inline"><mi>x</mi></math>.');
    expect(html).not.toMatch(/documentclass|varwidth/);
    // The PDF's text gives the maths, not the LaTeX document around it.
    expect(sections[0]!.paragraphs).toEqual(['An index I_{i}=1 and x .']);
  });

  it('keeps an id on styled-content as a link target, and names contributors without a link', () => {
    const { html } = body(
      '<p>See <xref rid="figU003Aone">[fig:one]</xref>; by <xref ref-type="contrib" rid="author-1">A. Author</xref>.</p>' +
        '<fig><caption><p>One.<styled-content id="figU003Aone"></styled-content></p></caption></fig>',
    );
    expect(html).toContain('<a href="#figU003Aone">[fig:one]</a>; by A. Author.');
    expect(html).toContain('<span id="figU003Aone"></span>');
  });

  it("gives the PDF a table's rows and footnotes as text, so none of its characters is lost", () => {
    const { sections } = body(
      '<sec><title>T</title><table-wrap id="t1"><label>Table 1</label><caption><title>Change.</title></caption>' +
        '<table><thead><tr><th>Group</th><th>Δ</th></tr></thead><tbody><tr><td>A</td><td>\u22120.5</td></tr></tbody></table>' +
        '<table-wrap-foot><fn><p>Δ: change.</p></fn></table-wrap-foot></table-wrap></sec>',
    );
    expect(sections[0]!.paragraphs).toEqual(['Table 1 Change.', 'Group | Δ', 'A | \u22120.5', 'Δ: change.']);
  });
});
