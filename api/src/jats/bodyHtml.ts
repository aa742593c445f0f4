import type { BodyAssets } from './bodyAssets.ts';
import { figureImageHtml, suppliedFileHtml } from './figureHtml.ts';
import { formulaMathml } from './mathml.ts';
import { isOasisTable, oasisTableHtml } from './oasisTable.ts';
import { texSource } from './texSource.ts';
import { isElement, textOf, type XmlElement, type XmlNode } from './xmlTree.ts';

/**
 * JATS body (and back-matter sections) to HTML for the paper's page. The converter writes only the
 * elements listed below and escapes every text and attribute value, so its output is safe by
 * construction: nothing from the file reaches the page as markup. Links keep only http(s) and
 * in-page (#id) targets. Elements it does not know are kept as their text and reported as warnings,
 * so a reader never loses words and the editor learns what was not rendered.
 */
export interface Heading {
  id: string;
  title: string;
  level: number;
}

export interface BodyResult {
  html: string;
  headings: Heading[];
  /** Plain text of every section, in order, for the PDF typesetter. */
  sections: Array<{ heading: string; level: number; paragraphs: string[] }>;
  /** Without a message: an element kept as text. */
  warnings: Array<{ element: string; line: number; message?: string }>;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const INLINE: Record<string, string> = {
  italic: 'em',
  bold: 'strong',
  sup: 'sup',
  sub: 'sub',
  monospace: 'code',
  underline: 'u',
  sc: 'span',
  'inline-code': 'code',
};

/** TeX that asks for display maths: an equation-like environment, `$$…$$` or `\[…\]`. */
const DISPLAY_TEX = /\\begin\{(?:equation|align|gather|multline|displaymath)\*?\}|\$\$|\\\[/;

/**
 * What a paragraph reads as in plain text (the PDF's, the search's): a TeX formula gives its maths, never
 * the LaTeX document around it, and a formula given in several forms (<alternatives>) is read once.
 */
function proseOf(node: XmlElement): string {
  const collect = (n: XmlNode): string => {
    if (typeof n === 'string') return n;
    if (n.name === 'tex-math') return ` ${texSource(textOf(n)).maths} `;
    if (n.name === 'alternatives') return collect(n.children.find(isElement) ?? '');
    return n.children.map(collect).join(n.name === 'break' ? ' ' : '');
  };
  return collect(node).replace(/\s+/g, ' ').trim();
}

/**
 * A table's text for the PDF, which does not draw tables as grids: each row a line of its cells
 * (" | " between them), then the table's footnotes, so no character of a table is lost.
 */
function tableLines(wrap: XmlElement): string[] {
  const rows: string[] = [];
  const feet: string[] = [];
  const walk = (e: XmlElement) => {
    for (const c of e.children) {
      if (!isElement(c) || c.name === 'caption' || c.name === 'label') continue;
      if (c.name === 'tr' || c.name === 'oasis:row') {
        const cells = c.children.filter(isElement).map(proseOf).filter(Boolean);
        if (cells.length) rows.push(cells.join(' | '));
      } else if (c.name === 'table-wrap-foot') feet.push(proseOf(c));
      else walk(c);
    }
  };
  walk(wrap);
  return [...rows, ...feet.filter(Boolean)];
}

/** A caption's first sentence (at most 200 characters), to describe an image that has no alt text. */
function firstSentence(text: string): string {
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > 200 ? `${sentence.slice(0, 199).trimEnd()}…` : sentence;
}

/** Elements whose text is part of the surrounding content with no markup of their own. */
const TRANSPARENT = new Set([
  'named-content',
  'styled-content',
  'abbrev',
  'roman',
  'sans-serif',
  'overline',
  'strike',
  'target',
  'alternatives',
  'textual-form',
  'def-head',
  'term-head',
  'x',
]);

/** Elements with nothing for a reader of the HTML of their own (a figure's alt-text goes on its image). */
const SILENT = new Set([
  'object-id',
  'alt-text',
  'long-desc',
  'attrib',
  'permissions',
  'counter',
  'hr',
  'col',
  'colgroup',
]);

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption']);

function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  if (/^https?:\/\//i.test(href)) return href;
  if (/^10\.\d{4,9}\//.test(href)) return `https://doi.org/${href}`;
  return undefined;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'section'
  );
}

const firstChild = (node: XmlElement, name: string) =>
  node.children.find((c): c is XmlElement => isElement(c) && c.name === name);

/** The table of an `<alternatives>` if it has one (an image of the table is only its fallback), else its first graphic. */
function preferredAlternative(node: XmlElement): XmlElement | undefined {
  const options = node.children.filter(isElement);
  return (
    options.find((c) => c.name === 'table' || isOasisTable(c)) ??
    options.find((c) => c.name === 'graphic') ??
    options.find((c) => c.name !== 'alt-text')
  );
}

export function bodyToHtml(
  body: XmlElement | undefined,
  backSections: XmlElement[] = [],
  assets: BodyAssets = {},
): BodyResult {
  const headings: Heading[] = [];
  const sections: BodyResult['sections'] = [];
  const warnings: BodyResult['warnings'] = [];
  const usedIds = new Set<string>();
  let currentParagraphs: string[] | undefined;
  /** The alt text for images inside the figure being written. */
  let currentAlt = '';
  /** Whether the cells being written are in a table's head. */
  let inHead = false;

  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
    usedIds.add(id);
    return id;
  };

  const inline = (nodes: XmlNode[]): string => nodes.map(inlineNode).join('');

  function inlineNode(node: XmlNode): string {
    if (!isElement(node)) return escapeHtml(node);
    const tag = INLINE[node.name];
    if (tag) return `<${tag}${node.name === 'sc' ? ' class="small-caps"' : ''}>${inline(node.children)}</${tag}>`;
    switch (node.name) {
      case 'xref': {
        const rid = node.attrs.rid?.split(/\s+/)[0];
        const text = inline(node.children) || escapeHtml(rid ?? '');
        // A contributor is named in the article's header, outside the full text: no link to follow.
        if (node.attrs['ref-type'] === 'contrib') return text;
        return rid ? `<a href="#${escapeHtml(rid)}">${text}</a>` : text;
      }
      case 'ext-link':
      case 'uri': {
        const href = safeHref(node.attrs['xlink:href'] ?? textOf(node));
        const text = inline(node.children);
        return href ? `<a href="${escapeHtml(href)}" rel="noopener">${text}</a>` : text;
      }
      case 'inline-formula':
        return formulaHtml(node, false) ?? `<span class="formula">${escapeHtml(formulaText(node))}</span>`;
      case 'tex-math': {
        // Pensoft put <tex-math> straight into the text, with no <inline-formula> or <disp-formula> around
        // it: a formula all the same, displayed when its TeX is a display environment.
        const formula: XmlElement = { ...node, children: [node] };
        const display = DISPLAY_TEX.test(textOf(node));
        return formulaHtml(formula, display) ?? `<span class="formula">${escapeHtml(formulaText(formula))}</span>`;
      }
      case 'inline-graphic':
        return graphic(node);
      case 'break':
        return '<br>';
      case 'p':
        // A paragraph inside inline content (a footnote's text) reads as a run of text.
        return node.attrs.id
          ? ` <span id="${escapeHtml(uniqueId(node.attrs.id))}">${inline(node.children)}</span>`
          : ` ${inline(node.children)}`;
      case 'fn':
        return `<span class="footnote" id="${escapeHtml(uniqueId(node.attrs.id ?? 'fn'))}">${inline(node.children)}</span>`;
      default:
        // An id on such an element is a link's target (Open Journals anchor figures that way).
        if (TRANSPARENT.has(node.name)) {
          return node.attrs.id
            ? `<span id="${escapeHtml(uniqueId(node.attrs.id))}">${inline(node.children)}</span>`
            : inline(node.children);
        }
        if (SILENT.has(node.name)) return '';
        return unknown(node);
    }
  }

  function unknown(node: XmlElement): string {
    warnings.push({ element: node.name, line: node.line });
    return escapeHtml(textOf(node));
  }

  function graphic(node: XmlElement): string {
    const href = node.attrs['xlink:href'] ?? '';
    const alt = textOf(firstChild(node, 'alt-text')) || currentAlt;
    const image = assets.images?.get(href);
    // A figure file that could not be drawn (its warning says why) is offered as a download.
    const file = image ? undefined : assets.files?.get(href);
    if (file) return suppliedFileHtml(file);
    if (!image) {
      warnings.push({
        element: node.name,
        line: node.line,
        message: `the image ${href || '(no xlink:href)'} was not supplied with the XML; the figure shows its caption`,
      });
      return '';
    }
    return figureImageHtml(image, alt, node.name === 'inline-graphic');
  }

  function suppliedFile(node: XmlElement): string {
    const href = node.attrs['xlink:href'] ?? '';
    const file = href ? assets.files?.get(href) : undefined;
    if (!file) {
      if (href) {
        warnings.push({
          element: node.name,
          line: node.line,
          message: `the file ${href} was not supplied with the XML; only its caption is shown`,
        });
      }
      return '';
    }
    return suppliedFileHtml(file, node.attrs.mimetype, node.attrs['mime-subtype']);
  }

  /**
   * A formula as MathML; a TeX formula temml cannot read keeps its TeX on the page, named in a warning
   * (never dropped); undefined for a formula with neither MathML nor TeX.
   */
  function formulaHtml(node: XmlElement, display: boolean): string | undefined {
    const result = formulaMathml(node, display);
    if (!result) return undefined;
    if ('html' in result) return result.html;
    warnings.push({
      element: node.name,
      line: node.line,
      message: `the TeX formula ${JSON.stringify(result.tex.slice(0, 80))} cannot be converted to MathML (${result.error}); its TeX is shown`,
    });
    return `<code>${escapeHtml(result.tex)}</code>`;
  }

  /** The text form of a formula (for the PDF, and for the page when it has no MathML or TeX). */
  function formulaText(node: XmlElement): string {
    const tex = node.children.find((c): c is XmlElement => isElement(c) && c.name === 'tex-math');
    // A TeX document's maths only: its preamble is no part of the formula.
    return tex ? texSource(textOf(tex)).maths : textOf(node);
  }

  const block = (nodes: XmlNode[], level: number): string =>
    nodes.map((n) => (isElement(n) ? blockNode(n, level) : n.trim() ? `<p>${escapeHtml(n.trim())}</p>` : '')).join('');

  function blockNode(node: XmlElement, level: number): string {
    switch (node.name) {
      case 'sec':
      case 'app':
      case 'ack':
      case 'glossary': {
        const titleEl = node.children.find((c): c is XmlElement => isElement(c) && c.name === 'title');
        const label = node.children.find((c): c is XmlElement => isElement(c) && c.name === 'label');
        const title =
          [textOf(label), textOf(titleEl)].filter(Boolean).join(' ') || (node.name === 'ack' ? 'Acknowledgements' : '');
        const h = Math.min(6, level + 1);
        const id = uniqueId(node.attrs.id ?? slug(title));
        const rest = node.children.filter((c) => c !== titleEl && c !== label);
        if (!title) return `<section id="${escapeHtml(id)}">${block(rest, level)}</section>`;
        if (level <= 2) headings.push({ id, title, level: level - 1 });
        const paragraphs: string[] = [];
        sections.push({ heading: title, level: level - 1, paragraphs });
        const outer = currentParagraphs;
        currentParagraphs = paragraphs;
        const inner = block(rest, level + 1);
        currentParagraphs = outer;
        return `<section id="${escapeHtml(id)}"><h${h}>${escapeHtml(title)}</h${h}>${inner}</section>`;
      }
      case 'sub-article':
        return subArticle(node, level);
      case 'title':
      case 'label':
        return `<p><strong>${inline(node.children)}</strong></p>`;
      case 'p': {
        // A paragraph may hold block content (lists, tables, formulas): split around it.
        const parts: string[] = [];
        let run: XmlNode[] = [];
        const flush = () => {
          if (run.length) parts.push(`<p>${inline(run)}</p>`);
          run = [];
        };
        for (const c of node.children) {
          if (isElement(c) && BLOCK_IN_P.has(c.name)) {
            flush();
            parts.push(blockNode(c, level));
          } else run.push(c);
        }
        flush();
        currentParagraphs?.push(proseOf(node));
        // A paragraph with an id is a link target (a table's footnote, a supplementary file's note).
        const id = node.attrs.id ? ` id="${escapeHtml(uniqueId(node.attrs.id))}"` : '';
        if (id && parts[0]?.startsWith('<p>')) parts[0] = `<p${id}>${parts[0].slice(3)}`;
        else if (id) parts.unshift(`<span${id}></span>`);
        return parts.join('');
      }
      case 'list': {
        const ordered = ['order', 'alpha-lower', 'alpha-upper', 'roman-lower', 'roman-upper'].includes(
          node.attrs['list-type'] ?? '',
        );
        const tag = ordered ? 'ol' : 'ul';
        const items = node.children.filter((c): c is XmlElement => isElement(c) && c.name === 'list-item');
        currentParagraphs?.push(items.map((i) => `• ${textOf(i)}`).join(' '));
        const outer = currentParagraphs;
        currentParagraphs = undefined;
        const html = `<${tag}>${items.map((i) => `<li>${block(i.children, level)}</li>`).join('')}</${tag}>`;
        currentParagraphs = outer;
        return html;
      }
      case 'def-list': {
        const items = node.children.filter((c): c is XmlElement => isElement(c) && c.name === 'def-item');
        return `<dl>${items
          .map((i) =>
            i.children
              .filter(isElement)
              .map((c) => (c.name === 'term' ? `<dt>${inline(c.children)}</dt>` : `<dd>${noText(c, level)}</dd>`))
              .join(''),
          )
          .join('')}</dl>`;
      }
      case 'fig':
      case 'fig-group':
      case 'table-wrap':
      case 'boxed-text':
      case 'media':
      case 'supplementary-material': {
        const label = textOf(node.children.find((c): c is XmlElement => isElement(c) && c.name === 'label'));
        const caption = node.children.find((c): c is XmlElement => isElement(c) && c.name === 'caption');
        // A bare media element (a supplementary file's) is only its link.
        if (node.name === 'media' && !label && !caption) return suppliedFile(node);
        const id = uniqueId(node.attrs.id ?? node.name);
        const captionText = caption ? textOf(caption) : '';
        currentParagraphs?.push([label, captionText].filter(Boolean).join(' '));
        if (node.name === 'table-wrap') currentParagraphs?.push(...tableLines(node));
        const outer = currentParagraphs;
        const outerAlt = currentAlt;
        currentParagraphs = undefined;
        // A caption of paragraphs only (no <title>, no <label>, as Open Journals write them) still
        // describes the image: its first sentence is the alt text.
        currentAlt =
          textOf(firstChild(node, 'alt-text')) ||
          [label, textOf(caption && firstChild(caption, 'title'))].filter(Boolean).join(' ') ||
          firstSentence(captionText);
        const rest = node.children.filter((c) => isElement(c) && c.name !== 'label' && c.name !== 'caption');
        const own = node.name === 'media' || node.name === 'supplementary-material' ? suppliedFile(node) : '';
        const content = own + rest.map((c) => blockNode(c as XmlElement, level)).join('');
        currentParagraphs = outer;
        currentAlt = outerAlt;
        const figcaption =
          label || caption
            ? `<figcaption>${label ? `<strong>${escapeHtml(label)}</strong> ` : ''}${caption ? noText(caption, level) : ''}</figcaption>`
            : '';
        return `<figure id="${escapeHtml(id)}" class="${node.name}">${content}${figcaption}</figure>`;
      }
      case 'graphic':
        return graphic(node);
      case 'alternatives': {
        const chosen = preferredAlternative(node);
        return chosen ? blockNode(chosen, level) : '';
      }
      case 'table':
      case 'thead':
      case 'tbody':
      case 'tfoot':
      case 'tr': {
        const outerHead = inHead;
        if (node.name === 'thead') inHead = true;
        if (node.name === 'tbody' || node.name === 'tfoot') inHead = false;
        const html = `<${node.name}>${node.children
          .filter(isElement)
          .map((c) => blockNode(c, level))
          .join('')}</${node.name}>`;
        inHead = outerHead;
        return html;
      }
      case 'th':
      case 'td': {
        const span = ['colspan', 'rowspan']
          .filter((a) => /^\d{1,3}$/.test(node.attrs[a] ?? ''))
          .map((a) => ` ${a}="${node.attrs[a]}"`)
          .join('');
        // A header cell names its column in a table's head, its row elsewhere.
        const scope =
          node.name === 'th'
            ? ` scope="${['col', 'row', 'colgroup', 'rowgroup'].includes(node.attrs.scope ?? '') ? node.attrs.scope : inHead ? 'col' : 'row'}"`
            : '';
        return `<${node.name}${span}${scope}>${inline(node.children)}</${node.name}>`;
      }
      case 'table-wrap-foot':
      case 'fn-group':
        return `<div class="${node.name}">${block(node.children, level)}</div>`;
      case 'fn': {
        const id = uniqueId(node.attrs.id ?? 'fn');
        return `<div class="footnote" id="${escapeHtml(id)}">${block(node.children, level)}</div>`;
      }
      case 'disp-formula': {
        const id = node.attrs.id ? ` id="${escapeHtml(uniqueId(node.attrs.id))}"` : '';
        const label = textOf(node.children.find((c): c is XmlElement => isElement(c) && c.name === 'label'));
        const formula = formulaText({
          ...node,
          children: node.children.filter((c) => !(isElement(c) && c.name === 'label')),
        });
        currentParagraphs?.push(`${formula}${label ? ` ${label}` : ''}`);
        const labelHtml = label ? ` <span class="formula-label">${escapeHtml(label)}</span>` : '';
        const math = formulaHtml(node, true) ?? `<code>${escapeHtml(formula)}</code>`;
        return `<div class="formula"${id}>${math}${labelHtml}</div>`;
      }
      case 'disp-quote':
        return `<blockquote>${block(node.children, level)}</blockquote>`;
      case 'preformat':
      case 'code':
        currentParagraphs?.push(textOf(node));
        return `<pre><code>${escapeHtml(node.children.map((c) => (isElement(c) ? textOf(c) : c)).join(''))}</code></pre>`;
      case 'statement':
      case 'verse-group':
        return `<div class="${node.name}">${block(node.children, level)}</div>`;
      default:
        if (isOasisTable(node)) return oasisTableHtml(node, (entry) => inline(entry.children));
        if (TABLE_PARTS.has(node.name)) return inline(node.children);
        if (SILENT.has(node.name)) return '';
        if (INLINE[node.name] || TRANSPARENT.has(node.name) || INLINE_ONLY.has(node.name))
          return `<p>${inlineNode(node)}</p>`;
        {
          const text = unknown(node);
          if (text) currentParagraphs?.push(textOf(node));
          return text ? `<p>${text}</p>` : '';
        }
    }
  }

  /** A peer-review report, decision letter or author response: its own section, with its DOI. */
  function subArticle(node: XmlElement, level: number): string {
    const front = firstChild(node, 'front-stub') ?? firstChild(firstChild(node, 'front') ?? node, 'article-meta');
    const title =
      textOf(firstChild(firstChild(front ?? node, 'title-group') ?? node, 'article-title')) ||
      SUB_ARTICLE_TITLES[node.attrs['article-type'] ?? ''] ||
      'Sub-article';
    const doi = (front?.children ?? [])
      .filter(isElement)
      .find((c) => c.name === 'article-id' && c.attrs['pub-id-type'] === 'doi');
    const id = uniqueId(node.attrs.id ?? slug(title));
    const h = Math.min(6, level + 1);
    if (level <= 2) headings.push({ id, title, level: level - 1 });
    const paragraphs: string[] = [];
    sections.push({ heading: title, level: level - 1, paragraphs });
    const outer = currentParagraphs;
    currentParagraphs = paragraphs;
    const doiText = textOf(doi);
    const doiHtml = doiText
      ? `<p>DOI: <a href="${escapeHtml(safeHref(doiText) ?? '')}" rel="noopener">${escapeHtml(doiText)}</a></p>`
      : '';
    const inner = block(firstChild(node, 'body')?.children ?? [], level + 1);
    currentParagraphs = outer;
    return `<section id="${escapeHtml(id)}"><h${h}>${escapeHtml(title)}</h${h}>${doiHtml}${inner}</section>`;
  }

  /** Caption and definition content: paragraphs without adding to the PDF's section text again. */
  function noText(node: XmlElement, level: number): string {
    const outer = currentParagraphs;
    currentParagraphs = undefined;
    const untitled = node.children.filter((c) => !(isElement(c) && c.name === 'title'));
    const html = block(untitled, level) || inline(untitled);
    const title = node.children.find((c): c is XmlElement => isElement(c) && c.name === 'title');
    currentParagraphs = outer;
    return `${title ? `<strong>${inline(title.children)}</strong> ` : ''}${html}`;
  }

  const html = [body, ...backSections]
    .filter((e): e is XmlElement => e !== undefined)
    .map((e) => (e.name === 'body' ? block(e.children, 1) : blockNode(e, 1)))
    .join('');
  return { html, headings, sections, warnings };
}

const SUB_ARTICLE_TITLES: Record<string, string> = {
  'decision-letter': 'Decision letter',
  reply: 'Author response',
  'author-comment': 'Author response',
  'referee-report': 'Peer review report',
  'editor-report': 'Editor report',
};

const BLOCK_IN_P = new Set([
  'list',
  'def-list',
  'table-wrap',
  'fig',
  'disp-formula',
  'disp-quote',
  'preformat',
  'code',
  'boxed-text',
  'statement',
  'fig-group',
  'media',
  'supplementary-material',
]);
const INLINE_ONLY = new Set(['xref', 'ext-link', 'uri', 'inline-formula', 'break']);
