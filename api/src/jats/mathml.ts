import { MATHML_ATTRIBUTES, MATHML_ELEMENTS } from '@journal/shared/text';
import temml from 'temml';
import { texSource } from './texSource.ts';
import { isElement, parseXml, textOf, type XmlElement, type XmlNode } from './xmlTree.ts';

/**
 * Formulas as MathML Core, which Chromium, Firefox and Safari lay out natively (no script, no font
 * download). `<mml:math>` is copied element by element through an allow-list (anything else keeps
 * its text); `<tex-math>` is converted by temml at import and its output passes the same allow-list,
 * so the HTML holds only these elements and attributes, escaped. The site's sanitiser has the same
 * list (shared/src/text/mathmlAllowList.ts).
 */
const ELEMENTS = new Set<string>(MATHML_ELEMENTS);
const ATTRIBUTES = new Set<string>(MATHML_ATTRIBUTES);

/** mfenced is not MathML Core: its fences become operators around a row. */
function fenced(node: XmlElement, inner: string[]): string {
  const open = node.attrs.open ?? '(';
  const close = node.attrs.close ?? ')';
  const separator = (node.attrs.separators ?? ',').trim().charAt(0);
  const parts = inner.join(separator ? `<mo>${escape(separator)}</mo>` : '');
  return `<mrow><mo fence="true">${escape(open)}</mo>${parts}<mo fence="true">${escape(close)}</mo></mrow>`;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const localName = (name: string) => name.replace(/^[A-Za-z][\w.-]*:/, '');

function nodeToMathml(node: XmlNode): string {
  if (!isElement(node)) return escape(node);
  const name = localName(node.name);
  // Annotations (the TeX source, presentation for other tools) are not for the reader.
  if (name === 'annotation' || name === 'annotation-xml') return '';
  if (name === 'mfenced') return fenced(node, node.children.filter(isElement).map(nodeToMathml));
  const inner = node.children.map(nodeToMathml).join('');
  if (!ELEMENTS.has(name)) return inner;
  const attrs = Object.entries(node.attrs)
    .filter(([key, value]) => ATTRIBUTES.has(key) && /^[\w .#%+-]{0,40}$/.test(value))
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join('');
  return `<${name}${attrs}>${inner}</${name}>`;
}

/** An `<mml:math>` (or `<math>`) element as MathML, `display="block"` when it is a display formula. */
function mathmlOf(math: XmlElement, display: boolean): string {
  const html = nodeToMathml({ ...math, attrs: { ...math.attrs, display: display ? 'block' : 'inline' } });
  return html;
}

/** A TeX formula as MathML through temml, or why temml cannot read it. */
function texToMathml(text: string, display: boolean): { html: string } | { tex: string; error: string } {
  const { source, maths } = texSource(text);
  let rendered: string;
  try {
    rendered = temml.renderToString(source, { displayMode: display, throwOnError: true, annotate: false });
  } catch (error) {
    // temml's message draws the source with underlines after "at position": the first line says it.
    const reason = (error as Error).message.split(/ at position |\n/)[0]!;
    return { tex: maths, error: reason.replace(/^Temml parse error:/i, '').trim() };
  }
  return { html: mathmlOf(parseXml(rendered), display) };
}

/** The `<tex-math>` of a formula, directly or among its alternatives. */
function texMathOf(formula: XmlElement): XmlElement | undefined {
  return (
    formula.children.find((c): c is XmlElement => isElement(c) && c.name === 'tex-math') ??
    formula.children
      .filter(isElement)
      .filter((c) => c.name === 'alternatives')
      .flatMap((c) => c.children.filter(isElement))
      .find((c) => c.name === 'tex-math')
  );
}

/**
 * The MathML of a formula: its `<mml:math>` (or `<math>`), else its `<tex-math>` converted. A TeX
 * formula temml cannot read gives its maths (shown as TeX) and why; a formula with neither gives nothing.
 */
export function formulaMathml(
  formula: XmlElement,
  display: boolean,
): { html: string } | { tex: string; error: string } | undefined {
  const find = (e: XmlElement): XmlElement | undefined => {
    for (const c of e.children) {
      if (!isElement(c)) continue;
      if (localName(c.name) === 'math') return c;
      if (c.name === 'alternatives') {
        const inner = find(c);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  const math = find(formula);
  if (math) return { html: mathmlOf(math, display) };
  const tex = texMathOf(formula);
  return tex ? texToMathml(textOf(tex), display) : undefined;
}
