/**
 * docs/sections.md: the slug of /topics/{slug} is de-hyphenated and matched against topic titles,
 * ignoring case and punctuation. Both sides are reduced to their letters and digits, so
 * "computer-vision-image-analysis", "Computer-Vision-&-Image-Analysis" and the title
 * "Computer Vision & Image Analysis" meet. "&" may also be spelt "and" in an address someone typed.
 * Shared so that the site server (404 for an unknown slug) and the topic page always agree.
 */
export function matchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function titleKeys(title: string): string[] {
  return [matchKey(title), matchKey(title.replace(/&/g, ' and '))];
}

/** The topic whose title matches the slug, or null when none does (or the slug has no letters or digits). */
export function findTopicBySlug<T extends { title: string }>(topics: readonly T[], slug: string): T | null {
  const wanted = matchKey(slug.replace(/-/g, ' '));
  if (wanted.length === 0) return null;
  return topics.find((topic) => titleKeys(topic.title).includes(wanted)) ?? null;
}
