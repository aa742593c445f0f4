import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@journal/shared';
import { answerCalls, apiHttpError } from '@journal/shared/testing';
import { BlogListPage } from './BlogListPage.tsx';
import { BlogPostPage } from './BlogPostPage.tsx';
import { TagPage } from './TagPage.tsx';

const postCall = vi.fn();

// The content API is faked with MSW: every call goes through the page's real endpoints and axios instance.
beforeEach(() => answerCalls(postCall));

const summary = {
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

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/blogs', Component: BlogListPage },
      { path: '/blogs/:slug', Component: BlogPostPage },
      { path: '/tag/:slug', Component: TagPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('blog pages', () => {
  beforeEach(() => {
    postCall.mockReset();
    window.scrollTo = vi.fn();
  });

  it.each(['-3', '2.5', 'abc', '1e9', '0'])('reads the hostile page value %s as page 1', async (value) => {
    postCall.mockResolvedValue(page(1, 2));
    renderAt(`/blogs?page=${encodeURIComponent(value)}`);
    expect(await screen.findByRole('link', { name: summary.title })).toHaveAttribute('href', `/blogs/${summary.slug}`);
    expect(postCall).toHaveBeenCalledWith('/blogListing', { page: 1, per_page: 6 });
  });

  it('moves between pages through the query string', async () => {
    postCall.mockImplementation((_path: string, payload: { page: number }) => Promise.resolve(page(payload.page, 2)));
    const router = renderAt('/blogs');
    await screen.findByRole('link', { name: summary.title });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(postCall).toHaveBeenLastCalledWith('/blogListing', { page: 2, per_page: 6 });
  });

  it('says so when the page asked for is past the last one', async () => {
    postCall.mockResolvedValue({ ...page(9, 2, []), total_items: 11 });
    renderAt('/blogs?page=9');
    expect(await screen.findByText(/There is no page 9: the list has 2 pages\./)).toBeInTheDocument();
  });

  it('shows a post with its date, author, tags and related posts', async () => {
    postCall.mockResolvedValue({
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
    });
    renderAt(`/blogs/${summary.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: summary.title })).toBeInTheDocument();
    expect(screen.getByText('7 February 2023')).toHaveAttribute('dateTime', '2023-02-07');
    expect(screen.getByRole('link', { name: '#peer review' })).toHaveAttribute('href', '/tag/peer-review');
    expect(screen.getByRole('link', { name: 'Responding to Reviewer Comments' })).toHaveAttribute(
      'href',
      '/blogs/responding-to-reviewer-comments',
    );
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(postCall).toHaveBeenCalledWith('/blogDetails', { slug: summary.slug });
  });

  it('shows Page Not Found when a post does not exist, as the site server answers 404', async () => {
    postCall.mockRejectedValue(apiHttpError('/blogDetails', 404, 'Blog post not found'));
    renderAt('/blogs/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('lists the posts with a tag, and says when a tag has none', async () => {
    postCall.mockResolvedValueOnce({ ...page(1, 1), tag: 'peer-review' });
    renderAt('/tag/peer-review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts Tagged “peer review”' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: summary.title })).toBeInTheDocument();
    expect(postCall).toHaveBeenCalledWith('/blogsByTag', { tag: 'peer-review', page: 1, per_page: 6 });
  });

  it('shows Page Not Found for a tag no post carries, as the site server answers 404', async () => {
    postCall.mockResolvedValue({
      blogs: [],
      current_page: 1,
      per_page: 6,
      total_items: 0,
      total_pages: 0,
      tag: 'quantum-gravity',
    });
    renderAt('/tag/quantum-gravity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});
