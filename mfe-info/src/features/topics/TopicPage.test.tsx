import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@journal/shared';
import { answerCalls, apiHttpError } from '@journal/shared/testing';
import { TopicPage } from './TopicPage.tsx';
import { TopicsPage } from './TopicsPage.tsx';

const postCall = vi.fn();

// The content API is faked with MSW: every call goes through the page's real endpoints and axios instance.
beforeEach(() => answerCalls(postCall));

const topicsAnswer = {
  data: {
    data: {
      'Artificial Intelligence': [
        {
          title: 'Computer Vision & Image Analysis',
          category: 'Artificial Intelligence',
          slug: 'computer-vision-image-analysis',
          meta_title: 'Computer Vision and Image Analysis Research | IJCRI Journal',
          meta_description: 'Research on recognition, segmentation and 3D reconstruction published by IJCRI.',
          content:
            '<h2>Scope</h2><p onclick="steal()">Recognition and segmentation.</p><script>window.pwned = true</script>',
        },
      ],
      'Theory and Algorithms': [
        {
          title: 'Quantum Computing',
          category: 'Theory and Algorithms',
          slug: 'quantum-computing',
          meta_title: 'Quantum Computing Research Topic | IJCRI Journal Scope',
          meta_description: 'Quantum algorithms, error correction and complexity.',
          content: '<p>Quantum algorithms.</p>',
        },
      ],
    },
  },
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/topics', Component: TopicsPage },
      { path: '/topics/:slug', Component: TopicPage },
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

describe('topic pages', () => {
  beforeEach(() => {
    postCall.mockReset();
    postCall.mockResolvedValue(topicsAnswer);
  });

  it('lists the topics under their categories', async () => {
    renderAt('/topics');
    expect(await screen.findByRole('heading', { level: 2, name: 'Artificial Intelligence' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Theory and Algorithms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quantum Computing' })).toHaveAttribute(
      'href',
      '/topics/quantum-computing',
    );
    expect(postCall).toHaveBeenCalledWith('/topics', {});
  });

  it(
    'shows the matched topic: its name as the heading (not the search-result title), the meta ' +
      "title as the page's title, description and sanitized content",
    async () => {
      renderAt('/topics/Computer-Vision-and-Image-Analysis');
      await screen.findByRole('heading', { level: 1, name: 'Computer Vision & Image Analysis' });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe('Computer Vision and Image Analysis Research | IJCRI Journal');
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Research on recognition, segmentation and 3D reconstruction published by IJCRI.',
      );
      const paragraph = screen.getByText('Recognition and segmentation.');
      expect(paragraph).not.toHaveAttribute('onclick');
      expect(document.querySelector('article script')).toBeNull();
    },
  );

  it('says when no topic matches and links back to the list', async () => {
    renderAt('/topics/blockchain-consensus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all research topics' })).toHaveAttribute('href', '/topics');
  });

  it('sends /topics/ to /topics', async () => {
    const router = renderAt('/topics/');
    await screen.findByRole('heading', { level: 1, name: 'Research Topics' });
    expect(router.state.location.pathname).toBe('/topics');
  });

  it('shows the failure with the reason and a retry', async () => {
    postCall.mockRejectedValue(apiHttpError('/topics', 500, 'Database unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/topics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch archive: Database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
