/**
 * A small XML tree for the export formats (Crossref, DOAJ, JATS): elements in the order the schemas
 * demand, with namespaced names and escaped text. Written here because each format is a fixed, ordered
 * shape with mixed namespaces, which a plain element tree expresses more directly than a general
 * object-to-XML library's conventions.
 */
export type XmlNode = XmlElement | string | null | undefined | false;

export interface XmlElement {
  name: string;
  attributes: Record<string, string | number | undefined>;
  children: XmlNode[];
}

export function el(
  name: string,
  attributes: Record<string, string | number | undefined> = {},
  ...children: Array<XmlNode | XmlNode[]>
): XmlElement {
  return { name, attributes, children: children.flat() };
}

/** An element only when it has text: an empty value leaves the element out. */
export function textEl(name: string, value: string | number | undefined | null, attributes = {}): XmlElement | null {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return text ? el(name, attributes, text) : null;
}

// Characters XML 1.0 does not allow at all (C0 controls but tab, newline, carriage return).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function write(node: XmlNode, indent: string, out: string[]): void {
  if (node === null || node === undefined || node === false) return;
  if (typeof node === 'string') {
    out.push(escapeXml(node));
    return;
  }
  const attributes = Object.entries(node.attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  const children = node.children.filter(
    (child) => child !== null && child !== undefined && child !== false && child !== '',
  );
  if (children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`);
    return;
  }
  if (children.every((child) => typeof child === 'string')) {
    out.push(`${indent}<${node.name}${attributes}>${children.map((c) => escapeXml(c)).join('')}</${node.name}>`);
    return;
  }
  out.push(`${indent}<${node.name}${attributes}>`);
  for (const child of children) {
    if (typeof child === 'string') out.push(`${indent}  ${escapeXml(child)}`);
    else write(child, `${indent}  `, out);
  }
  out.push(`${indent}</${node.name}>`);
}

/** The document: XML declaration, optional doctype, the root element indented two spaces a level. */
export function xmlDocument(root: XmlElement, doctype?: string): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  if (doctype) out.push(doctype);
  write(root, '', out);
  return `${out.join('\n')}\n`;
}
