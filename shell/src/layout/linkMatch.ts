/**
 * Whether a menu link points at the page being shown. The router matches paths case-insensitively
 * (/impact-Factor and /impact-factor are one page), and /ethics?target=... links differ only by
 * their query, so react-router's NavLink (path only, case-sensitive) is not enough here.
 *
 * 'page': the link's own page; 'section': a page under it (e.g. /conference/paperlist for /conference,
 * or /ethics?target=... for /ethics); null: elsewhere.
 */
export type LinkMatch = 'page' | 'section' | null;

export function matchLink(to: string, location: { pathname: string; search: string }): LinkMatch {
  const target = new URL(to, 'http://site.invalid');
  const here = normalise(location.pathname);
  const there = normalise(target.pathname);
  if (here === there) {
    if (target.search === '') return new URLSearchParams(location.search).size === 0 ? 'page' : 'section';
    return sameQuery(target.searchParams, new URLSearchParams(location.search)) ? 'page' : null;
  }
  if (there !== '/' && target.search === '' && here.startsWith(`${there}/`)) return 'section';
  return null;
}

function normalise(pathname: string): string {
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Every parameter the link sets has the same value in the address (other parameters may be present). */
function sameQuery(wanted: URLSearchParams, actual: URLSearchParams): boolean {
  for (const [key, value] of wanted) {
    if (actual.get(key) !== value) return false;
  }
  return true;
}
