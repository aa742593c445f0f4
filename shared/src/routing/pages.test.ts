import { describe, expect, it } from 'vitest';
import { matchSiteRoute } from './routeTable.ts';
import { isRoutePattern, pages, readPage } from './pages.ts';
import { sections } from './sections.ts';

/** Reads an address the way the site server does: match the route, then the page's own reader. */
function read(address: string) {
  const url = new URL(address, 'http://site.test');
  const match = matchSiteRoute(url.pathname);
  if (!match || !isRoutePattern(match.path)) throw new Error(`${address} is no built-in page`);
  return { pattern: match.path, args: readPage(match.path, match.params, url.searchParams) };
}

describe('the page table', () => {
  it('has an entry for every pattern of every section, and no other', () => {
    const patterns = Object.values(sections).flatMap((section) => section.paths);
    expect(Object.keys(pages).sort()).toEqual([...patterns].sort());
  });

  it('reads back the address each page links to', () => {
    const issue = pages['archives/paperlist'].href({ year: 2024, volume: 3, issue: 2, page: 2 });
    expect(issue).toBe('/archives/paperlist?year=2024&volume=3&issue=2&page=2');
    expect(read(issue).args).toEqual({ year: 2024, volume: 3, issue: 2, page: 2 });
    const volume = pages['thesis/paperlist'].href({ year: 2025, volume: 4 });
    expect(read(volume).args).toEqual({ year: 2025, volume: 4, page: 1 });
    const tag = pages['tag/:slug'].href({ slug: 'open access', page: 3 });
    expect(tag).toBe('/tag/open%20access?page=3');
    expect(read(tag).args).toEqual({ slug: 'open access', page: 3 });
    expect(read(pages['authors/:slug'].href({ slug: 'ada-lovelace' })).args).toEqual({ slug: 'ada-lovelace', page: 1 });
  });

  it('finds nothing to read in an address the browser page would not show', () => {
    expect(read('/thesis/paperlist?year=1999&volume=1').args).toBeNull();
    expect(read('/thesis/paperlist?year=2025').args).toBeNull();
    expect(read('/archives/paperlist?year=abc&volume=1&issue=1').args).toBeNull();
    expect(read('/conference/paperlist?id=abc').args).toBeNull();
    expect(read('/archives/paper-details?paperid=-4').args).toBeNull();
    expect(read('/authors/%E2%80%94').args).toBeNull();
  });

  it('sends the readers of an unreadable list to its index, and nothing else', () => {
    expect(pages['archives/paperlist'].orElse).toBe('/archives');
    expect(pages['current-issue/paperlist'].orElse).toBe('/current-issue');
    expect(pages['thesis/paperlist'].orElse).toBe('/thesis');
    expect(pages['conference/paperlist'].orElse).toBe('/conference');
    const withIndex = Object.entries(pages).filter(([, entry]) => 'orElse' in entry);
    expect(withIndex.map(([pattern]) => pattern).sort()).toEqual([
      'archives/paperlist',
      'conference/paperlist',
      'current-issue/paperlist',
      'thesis/paperlist',
    ]);
  });

  it('names an author by the slug of any spelling of the name', () => {
    expect(read('/authors/Nguy%E1%BB%85n-Minh').args).toEqual({ slug: 'nguyen-minh', page: 1 });
  });
});
