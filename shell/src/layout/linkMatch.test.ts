import { describe, expect, it } from 'vitest';
import { matchLink } from './linkMatch.ts';

const at = (url: string) => {
  const parsed = new URL(url, 'http://site.invalid');
  return { pathname: parsed.pathname, search: parsed.search };
};

describe('matchLink', () => {
  it('matches a path whatever its case or trailing slash', () => {
    expect(matchLink('/impact-Factor', at('/impact-factor'))).toBe('page');
    expect(matchLink('/FAQs', at('/faqs/'))).toBe('page');
    expect(matchLink('/topics', at('/blogs'))).toBeNull();
  });

  it('tells the pages of a query-selected section apart', () => {
    expect(matchLink('/ethics?target=plagiarism-policy', at('/ethics?target=plagiarism-policy'))).toBe('page');
    expect(matchLink('/ethics?target=plagiarism-policy', at('/ethics?target=article-withdrawal'))).toBeNull();
    expect(matchLink('/ethics', at('/ethics'))).toBe('page');
    expect(matchLink('/ethics', at('/ethics?target=plagiarism-policy'))).toBe('section');
  });

  it('counts the pages under a link as its section, except under the home page', () => {
    expect(matchLink('/conference', at('/conference/paperlist?id=2'))).toBe('section');
    expect(matchLink('/editorial-board', at('/editorial-board/prof-ananya-raghavan'))).toBe('section');
    expect(matchLink('/conference', at('/conference-procedings'))).toBeNull();
    expect(matchLink('/', at('/archives'))).toBeNull();
    expect(matchLink('/', at('/'))).toBe('page');
  });
});
