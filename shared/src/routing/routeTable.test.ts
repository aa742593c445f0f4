import { describe, expect, it } from 'vitest';
import { builtInRouteTable, matchSiteRoute } from './routeTable.ts';

describe('matchSiteRoute', () => {
  it.each([
    ['/', 'info', ''],
    ['/archives', 'archives', 'archives'],
    ['/archives/paperlist', 'archives', 'archives/paperlist'],
    ['/current-issue/paper-details/', 'archives', 'current-issue/paper-details'],
    ['/conference-procedings', 'conference', 'conference-procedings'],
    ['/publications', 'thesis', 'publications'],
    ['/impact-Factor', 'info', 'impact-Factor'],
    ['/impact-factor', 'info', 'impact-Factor'],
    ['/faqs', 'info', 'FAQs'],
  ])('finds %s in the %s section', (pathname, section, path) => {
    expect(matchSiteRoute(pathname)).toMatchObject({ section, path });
  });

  it('reads the slug of a parameter route, decoded', () => {
    expect(matchSiteRoute('/topics/machine%20learning')).toEqual({
      section: 'info',
      path: 'topics/:slug',
      params: { slug: 'machine learning' },
      page: { path: 'topics/:slug' },
    });
  });

  it('matches the pages a remote published, with their head, in the table it is given', () => {
    const table = {
      ...builtInRouteTable,
      thesis: [
        ...builtInRouteTable.thesis,
        { path: 'thesis/reading-list', title: 'Reading List', description: 'Books.' },
      ],
    };
    expect(matchSiteRoute('/thesis/reading-list')).toBeNull();
    expect(matchSiteRoute('/Thesis/Reading-List/', table)).toMatchObject({
      section: 'thesis',
      page: { title: 'Reading List' },
    });
  });

  it.each(['/nope', '/archives/paperlist/extra', '/topics/a/b', '/blogs//', '/%E0%A4%A'])(
    'finds no route for %s',
    (pathname) => {
      const match = matchSiteRoute(pathname);
      if (pathname === '/blogs//') expect(match?.path).toBe('blogs');
      else expect(match).toBeNull();
    },
  );

  it('keeps a malformed percent-escape as it is instead of throwing', () => {
    expect(matchSiteRoute('/tag/%E0%A4%A')?.params.slug).toBe('%E0%A4%A');
  });
});
