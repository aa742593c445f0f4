import { decodeHTMLStrict } from 'entities';
import { SaxesParser } from 'saxes';

/**
 * A JATS file parsed into a small element tree that keeps document order and the line of every
 * element, so later stages can name the element and line of a problem. Parsing uses saxes, a
 * conforming non-validating XML parser: any well-formedness error stops the file with its line.
 * DTDs are not fetched (JATS files name the DTD in their DOCTYPE); the character entities the JATS
 * DTDs define and that appear in real files are declared here instead.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  line: number;
}
export type XmlNode = XmlElement | string;

/** A problem in one file: which element, on which line (and, for a parse error, column). */
export class JatsError extends Error {
  constructor(
    readonly element: string,
    readonly line: number,
    readonly reason: string,
    readonly column?: number,
  ) {
    super(`<${element}> on line ${line}${column ? `, column ${column}` : ''}: ${reason}`);
  }
}

/** Named entities from the JATS DTDs' ISO sets that real article files use most. */
const JATS_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  times: '\u00d7',
  plusmn: '\u00b1',
  le: '\u2264',
  ge: '\u2265',
  minus: '\u2212',
  deg: '\u00b0',
  micro: '\u00b5',
  alpha: '\u03b1',
  beta: '\u03b2',
  gamma: '\u03b3',
  delta: '\u03b4',
  epsilon: '\u03b5',
  lambda: '\u03bb',
  mu: '\u03bc',
  pi: '\u03c0',
  sigma: '\u03c3',
  tau: '\u03c4',
  theta: '\u03b8',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  thinsp: '\u2009',
  ensp: '\u2002',
  emsp: '\u2003',
  rarr: '\u2192',
  larr: '\u2190',
  harr: '\u2194',
  infin: '\u221e',
  sum: '\u2211',
  prime: '\u2032',
  middot: '\u00b7',
  bull: '\u2022',
  sect: '\u00a7',
  para: '\u00b6',
};

/**
 * Decodes the file as UTF-8. A byte sequence that is not UTF-8 (a Latin-1 "é" pasted into the
 * middle of a file, a truncated character) becomes U+FFFD here; parseXml then reports it with its
 * element and line rather than storing a replacement character silently.
 */
export function decodeUtf8(bytes: Uint8Array): { text: string; badBytes: boolean } {
  const text = new TextDecoder('utf-8').decode(bytes);
  // A file may legitimately contain U+FFFD (bytes EF BF BD); only decoder substitutions are errors.
  const badBytes = text.includes('\uFFFD') && !Buffer.from(bytes).includes(Buffer.from([0xef, 0xbf, 0xbd]));
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, badBytes };
}

const BAD_BYTE_REASON = 'the file is not valid UTF-8 (a byte here is not part of any UTF-8 character)';

const XML_PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/**
 * ISO 8879's Greek letter sets (ISOgrk1 letters as transliterations, ISOgrk2 accented letters), which
 * the JATS DTDs include and the HTML5 list does not: built from the alphabet rather than listed.
 */
const ISO_GREEK: Record<string, string> = (() => {
  const letters = 'a b g d e z ee th i k l m n x o p r s t u ph kh ps oh'.split(' ');
  const table: Record<string, string> = { sfgr: '\u03c2' };
  letters.forEach((latin, i) => {
    // Final sigma (U+03C2) sits between rho and sigma in Unicode; capital letters skip it.
    const lower = 0x03b1 + i + (i >= 17 ? 1 : 0);
    const upper = 0x0391 + i + (i >= 17 ? 1 : 0);
    table[`${latin}gr`] = String.fromCodePoint(lower);
    table[`${latin.toUpperCase()}gr`] = String.fromCodePoint(upper);
    table[`${latin.charAt(0).toUpperCase()}${latin.slice(1)}gr`] ??= String.fromCodePoint(upper);
  });
  const accented: Array<[string, string, string]> = [
    ['a', '\u03ac', '\u0386'],
    ['e', '\u03ad', '\u0388'],
    ['ee', '\u03ae', '\u0389'],
    ['i', '\u03af', '\u038a'],
    ['o', '\u03cc', '\u038c'],
    ['u', '\u03cd', '\u038e'],
    ['oh', '\u03ce', '\u038f'],
  ];
  for (const [latin, lower, upper] of accented) {
    table[`${latin}acgr`] = lower;
    table[`${latin.toUpperCase()}acgr`] = upper;
    table[`${latin.charAt(0).toUpperCase()}${latin.slice(1)}acgr`] ??= upper;
  }
  Object.assign(table, {
    idigr: '\u03ca',
    Idigr: '\u03aa',
    udigr: '\u03cb',
    Udigr: '\u03ab',
    idiagr: '\u0390',
    udiagr: '\u03b0',
  });
  return table;
})();

/**
 * The named entities a file uses that XML itself does not define, resolved from the ISO entity sets
 * the JATS DTDs include (the HTML5 list of the entities package holds every one of them) so a file
 * is read the same with or without its DTD. Names no set defines stay undefined, and parsing stops
 * on the first with its name, line and column.
 */
function isoEntitiesUsed(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name] of text.matchAll(/&([A-Za-z][A-Za-z0-9._-]*);/g)) {
    if (!name || XML_PREDEFINED.has(name) || name in found || name in JATS_ENTITIES) continue;
    const decoded = ISO_GREEK[name] ?? decodeHTMLStrict(`&${name};`);
    if (decoded !== `&${name};`) found[name] = decoded;
  }
  return found;
}

/**
 * The general entities a DOCTYPE's internal subset declares: internal ones (a quoted value) are
 * defined as XML allows; external ones (SYSTEM or PUBLIC) are named so a reference to one is refused
 * with a reason. External entities are never fetched.
 */
function declaredEntities(doctype: string, known: Record<string, string>) {
  const internal: Record<string, string> = {};
  const external = new Set<string>();
  for (const [, name, quoted1, quoted2, kind] of doctype.matchAll(
    /<!ENTITY\s+(?!%)([^\s%]+)\s+(?:"([^"]*)"|'([^']*)'|(SYSTEM|PUBLIC)\b)/g,
  )) {
    if (!name) continue;
    if (kind) external.add(name);
    else {
      const value = quoted1 ?? quoted2 ?? '';
      internal[name] = value.replace(
        /&([A-Za-z][A-Za-z0-9._-]*);/g,
        (ref, inner: string) => internal[inner] ?? known[inner] ?? ref,
      );
    }
  }
  return { internal, external };
}

/** The entity name a reference just before `position` gives (saxes says "undefined entity." without it). */
function entityBefore(text: string, position: number): string | undefined {
  return /&([^&;\s<]*);?[^&]*$/.exec(text.slice(Math.max(0, position - 80), position))?.[1];
}

export function parseXml(text: string, badBytes = false): XmlElement {
  const parser = new SaxesParser({ position: true });
  Object.assign(parser.ENTITIES, JATS_ENTITIES, isoEntitiesUsed(text));
  let externalEntities = new Set<string>();
  parser.on('doctype', (doctype) => {
    const { internal, external } = declaredEntities(doctype, parser.ENTITIES);
    Object.assign(parser.ENTITIES, internal);
    externalEntities = external;
  });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let failure: JatsError | undefined;
  parser.on('opentag', (tag) => {
    if (badBytes && Object.values(tag.attributes).some((v) => String(v).includes('\uFFFD'))) {
      failure = new JatsError(tag.name, parser.line, BAD_BYTE_REASON);
      throw failure;
    }
    const element: XmlElement = {
      name: tag.name,
      attrs: { ...(tag.attributes as Record<string, string>) },
      children: [],
      line: parser.line,
    };
    stack.at(-1)?.children.push(element);
    stack.push(element);
    root ??= element;
  });
  let lastClosed: string | undefined;
  parser.on('closetag', () => void (lastClosed = stack.pop()?.name));
  const addText = (text: string) => {
    const parent = stack.at(-1);
    if (badBytes && text.includes('\uFFFD')) {
      const after = text.slice(text.indexOf('\uFFFD')).split('\n').length - 1;
      failure = new JatsError(parent?.name ?? 'document', parser.line - after, BAD_BYTE_REASON);
      throw failure;
    }
    if (parent) parent.children.push(text);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('error', (error) => {
    // saxes messages start with "fileName:line:column: "; keep the reason, report the place ourselves.
    // A mismatched close tag is reported after saxes has closed the element it belongs to.
    const element = /close tag/.test(error.message) && lastClosed ? lastClosed : stack.at(-1)?.name;
    const reason = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    column = parser.column;
    const explained = explain(reason);
    failure ??= new JatsError(element ?? 'document', parser.line, explained, column);
    throw failure;
  });
  let column = 0;
  const explain = (reason: string): string => {
    if (reason.startsWith('undefined entity')) {
      const name = entityBefore(text, parser.position) ?? '';
      // saxes stops after the ";"; the place a reader looks for is the "&".
      column = parser.column - name.length - 1;
      return externalEntities.has(name)
        ? `the entity &${name}; is declared as an external entity, which is never fetched`
        : `the entity &${name}; is not defined (neither by XML, the ISO entity sets nor the file's DOCTYPE)`;
    }
    const unclosed = /^unclosed tag: (.*)$/.exec(reason);
    if (unclosed) return `the file ends early: <${unclosed[1]}> and the elements around it are never closed`;
    if (reason.startsWith('unexpected end')) return 'the file ends early, in the middle of markup';
    return reason;
  };
  try {
    parser.write(text).close();
  } catch (error) {
    if (failure) throw failure;
    throw error;
  }
  if (!root) throw new JatsError('document', 1, 'the file has no root element');
  return root;
}

/** Helpers for reading the tree. Names are matched exactly (JATS is case-sensitive). */
export const isElement = (node: XmlNode | undefined): node is XmlElement => typeof node === 'object';

export function child(parent: XmlElement | undefined, name: string): XmlElement | undefined {
  return parent?.children.find((c): c is XmlElement => isElement(c) && c.name === name);
}

export function childrenNamed(parent: XmlElement | undefined, name: string): XmlElement[] {
  return (parent?.children ?? []).filter((c): c is XmlElement => isElement(c) && c.name === name);
}

/**
 * The article a file holds: its root, or the one <article> inside a PubMed Central <pmc-articleset>
 * (the wrapper PMC's own services deliver an article in, e.g. an MDPI article fetched from PMC).
 */
export function articleOf(root: XmlElement): XmlElement {
  if (root.name !== 'pmc-articleset') return root;
  const articles = childrenNamed(root, 'article');
  if (articles.length !== 1) {
    throw new JatsError(
      root.name,
      root.line,
      `a <pmc-articleset> must hold exactly one <article> to import, found ${articles.length}`,
    );
  }
  return articles[0]!;
}

/** Every descendant named `name`, in document order. */
export function descendants(parent: XmlElement | undefined, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    for (const c of e.children) {
      if (!isElement(c)) continue;
      if (c.name === name) found.push(c);
      walk(c);
    }
  };
  if (parent) walk(parent);
  return found;
}

/** The element's text with whitespace collapsed (what a reader sees). */
export function textOf(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  const raw = (function collect(n: XmlNode): string {
    return typeof n === 'string' ? n : n.children.map(collect).join(n.name === 'break' ? ' ' : '');
  })(node);
  return raw.replace(/\s+/g, ' ').trim();
}
