import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogSummary } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { apiError, renderPage, type FakeAnswers } from '@journal/shared/testing';
import { blogCards } from '@journal/shared/widgets';
import { BlogListPage } from './BlogListPage.tsx';
import { BlogPostPage } from './BlogPostPage.tsx';
import { TagPage } from './TagPage.tsx';

const summary: BlogSummary = {
  slug: 'how-our-two-day-review-works',
  title: 'How Our Two-Day Review Works',
  excerpt: 'What happens between submission and decision.',
  author: 'Dr. Meera Kulkarni, Managing Editor',
  published_at: '2023-02-07',
  tags: ['peer-review', 'publishing-process'],
};

function page(pageNumber: number, totalPages: number, blogs = [summary]) {
  return { blogs, current_page: pageNumber, per_page: 6, total_items: totalPages * 6, total_pages: totalPages };
}

const routes = [
  { path: '/blogs', Component: BlogListPage },
  { path: '/blogs/:slug', Component: BlogPostPage },
  { path: '/tag/:slug', Component: TagPage },
];

function renderAt(path: string, answers: FakeAnswers) {
  return renderPage(routes, { path, answers });
}

describe('blog pages', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
  });

  it.each(['-3', '2.5', 'abc', '1e9', '0'])('reads the hostile page value %s as page 1', async (value) => {
    const { api } = renderAt(`/blogs?page=${encodeURIComponent(value)}`, { '/blogListing': page(1, 2) });
    expect(await screen.findByRole('link', { name: summary.title })).toHaveAttribute('href', `/blogs/${summary.slug}`);
    expect(api.callsTo('/blogListing')).toEqual([{ page: 1, per_page: 6 }]);
  });

  it('moves between pages through the query string', async () => {
    const { router, api } = renderAt('/blogs', { '/blogListing': ({ page: number = 1 }) => page(number, 2) });
    await screen.findByRole('link', { name: summary.title });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(api.callsTo('/blogListing')).toEqual([
      { page: 1, per_page: 6 },
      { page: 2, per_page: 6 },
    ]);
  });

  it('marks a call for papers closed after its closing day, and open until then', async () => {
    const call: BlogSummary = {
      ...summary,
      slug: 'call-for-papers-special-issue',
      title: 'Call for Papers: Special Issue on Edge AI',
      excerpt: 'IJCRI invites submissions for a special issue. Submissions close on 31 March 2026.',
    };
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    const closedCall = {
      ...call,
      excerpt: `Submissions close on ${yesterday.getDate()} ${yesterday.toLocaleString('en-GB', { month: 'long' })} ${yesterday.getFullYear()}.`,
    };
    const openCall = {
      ...call,
      slug: 'call-open',
      title: 'Call for Papers: Open',
      excerpt: `Submissions close on ${today.getDate()} ${today.toLocaleString('en-GB', { month: 'long' })} ${today.getFullYear()}.`,
    };
    renderAt('/blogs', { '/blogListing': page(1, 1, [closedCall, openCall, summary]) });
    const cardOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('article');
    expect(await cardOf(closedCall.title)).toHaveTextContent(/Closed on \d+ \w+ \d{4}/);
    expect(await cardOf(openCall.title)).toHaveTextContent(/Open until \d+ \w+ \d{4}/);
    expect(await cardOf(summary.title)).not.toHaveTextContent(/Closed on|Open until/);
  });

  it("draws its posts with the cards the site server's first HTML draws (`blogCards`, @journal/shared/widgets)", async () => {
    const other = { ...summary, slug: 'responding-to-reviewer-comments', title: 'Responding to Reviewer Comments' };
    renderAt('/blogs', { '/blogListing': page(1, 1, [summary, other]) });
    const drawn = (await screen.findByRole('link', { name: summary.title })).closest('ul');
    // The server's list (site-server/src/firstHtml/listCards.test.tsx checks that side), parsed as the page is.
    const { BlogCardList } = blogCards({ Link });
    const served = document.createElement('template');
    served.innerHTML = renderToStaticMarkup(
      <MemoryRouter>
        <BlogCardList posts={[summary, other]} />
      </MemoryRouter>,
    );
    expect(drawn?.outerHTML).toBe(served.innerHTML);
    expect(drawn).toHaveTextContent('#publishing process');
  });

  it('says so when the page asked for is past the last one', async () => {
    renderAt('/blogs?page=9', { '/blogListing': { ...page(9, 2, []), total_items: 11 } });
    expect(await screen.findByText(/There is no page 9: the list has 2 pages\./)).toBeInTheDocument();
  });

  it('shows a post with its date, author, tags and related posts', async () => {
    const { api } = renderAt(`/blogs/${summary.slug}`, {
      '/blogDetails': {
        blog: {
          ...summary,
          content: '<p>Reviewers receive the paper <em>within hours</em>.</p><img src=x onerror="alert(1)">',
        },
        related: [
          {
            ...summary,
            slug: 'responding-to-reviewer-comments',
            title: 'Responding to Reviewer Comments',
            published_at: '2023-05-18',
            tags: ['writing-tips'],
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: summary.title })).toBeInTheDocument();
    expect(screen.getByText('7 February 2023')).toHaveAttribute('dateTime', '2023-02-07');
    expect(screen.getByRole('link', { name: '#peer review' })).toHaveAttribute('href', '/tag/peer-review');
    expect(screen.getByRole('link', { name: 'Responding to Reviewer Comments' })).toHaveAttribute(
      'href',
      '/blogs/responding-to-reviewer-comments',
    );
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(api.calls).toEqual([{ call: '/blogDetails', payload: { slug: summary.slug } }]);
  });

  it('shows Page Not Found when a post does not exist, as the site server answers 404', async () => {
    renderAt('/blogs/no-such-post', { '/blogDetails': apiError(404, 'Blog post not found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('lists the posts with a tag, and says when a tag has none', async () => {
    const { api } = renderAt('/tag/peer-review', { '/blogsByTag': { ...page(1, 1), tag: 'peer-review' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts Tagged “peer review”' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: summary.title })).toBeInTheDocument();
    expect(api.callsTo('/blogsByTag')).toEqual([{ tag: 'peer-review', page: 1, per_page: 6 }]);
  });

  it('shows Page Not Found for a tag no post carries, as the site server answers 404', async () => {
    renderAt('/tag/quantum-gravity', {
      '/blogsByTag': {
        blogs: [],
        current_page: 1,
        per_page: 6,
        total_items: 0,
        total_pages: 0,
        tag: 'quantum-gravity',
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});
