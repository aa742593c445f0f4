import type { HeadTag, PageHeadData } from './head.ts';

/** Text and attribute values for HTML: the five characters that could end a value or start markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * JSON inside <script type="application/ld+json">: "<" is written \u003c so no value ("</script>",
 * "<!--") can close the script; U+2028/2029 are escaped for old JavaScript parsers.
 */
export function jsonLdText(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attributes(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

export function serializeTag(tag: HeadTag, marker: string): string {
  if (tag.tag === 'link')
    return `<link${attributes({ rel: tag.rel, href: tag.href, type: tag.type, title: tag.title })} data-head="${marker}">`;
  const key = 'property' in tag ? { property: tag.property } : { name: tag.name };
  return `<meta${attributes({ ...key, content: tag.content })} data-head="${marker}">`;
}

/**
 * The head as HTML for the site server, every element marked data-head="server" so the app removes
 * them before React renders its own (two <title>s must never coexist). Feed links are not part of a
 * page head: pass them as `persistent` to keep them (marked data-head="site") after start-up.
 */
export function serializeHead(head: PageHeadData | null, persistent: HeadTag[] = []): string {
  const lines: string[] = [];
  if (head) {
    lines.push(`<title data-head="server">${escapeHtml(head.title)}</title>`);
    lines.push(serializeTag({ tag: 'meta', name: 'description', content: head.description }, 'server'));
    // A page that is not one (404) has no canonical address.
    if (head.canonical) lines.push(serializeTag({ tag: 'link', rel: 'canonical', href: head.canonical }, 'server'));
    for (const tag of head.tags) lines.push(serializeTag(tag, 'server'));
    for (const item of head.jsonLd)
      lines.push(`<script type="application/ld+json" data-head="server">${jsonLdText(item)}</script>`);
  }
  for (const tag of persistent) lines.push(serializeTag(tag, 'site'));
  return lines.join('\n    ');
}
