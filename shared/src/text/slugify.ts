/**
 * The papertitle slug of docs/sections.md: the title in lowercase, words joined by single hyphens.
 * Accents are folded ("Müller" -> "muller") and punctuation dropped, so the slug is stable whatever
 * characters a title carries and is safe in a query string without escaping.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
