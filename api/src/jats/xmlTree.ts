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

/** A problem in one file: which element, on which line. */
export class JatsError extends Error {
  constructor(
    readonly element: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`<${element}> on line ${line}: ${reason}`);
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

export function parseXml(text: string, badBytes = false): XmlElement {
  const parser = new SaxesParser({ position: true });
  Object.assign(parser.ENTITIES, JATS_ENTITIES);
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
    // saxes messages start with "fileName:line:column: "; keep the reason, report the line ourselves.
    // A mismatched close tag is reported after saxes has closed the element it belongs to.
    const element = /close tag/.test(error.message) && lastClosed ? lastClosed : stack.at(-1)?.name;
    failure ??= new JatsError(element ?? 'document', parser.line, error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, ''));
    throw failure;
  });
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
