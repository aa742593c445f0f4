import { slugify } from './slugify.ts';

/**
 * Letters that Unicode does not decompose into a base letter and an accent, so `slugify` alone would
 * drop them ("Yılmaz" -> "ylmaz"). Folded first, an author's address and the API's matching key are
 * the same for "Yılmaz", "YILMAZ" and "Yilmaz".
 */
const UNDECOMPOSED: Record<string, string> = {
  ı: 'i',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ħ: 'h',
  Ħ: 'h',
};

/**
 * The slug of an author's page (`/authors/<slug>`) and the key the API matches authors on: the
 * name without diacritics or case, words joined by hyphens ("Nguyễn Minh" -> "nguyen-minh").
 */
export function authorSlug(name: string): string {
  return slugify(name.replace(/[ıøØłŁđĐðÐþÞßæÆœŒħĦ]/g, (c) => UNDECOMPOSED[c] ?? c));
}

/** The author page of a name, or null for a name with no letters or digits. */
export function authorPath(name: string): string | null {
  const slug = authorSlug(name);
  return slug ? `/authors/${slug}` : null;
}
