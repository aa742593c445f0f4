import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteSearchAnswer, TopicsAnswer } from '@journal/shared';
import { apiError, renderPage } from '@journal/shared/testing';
import { TopicPage } from './TopicPage.tsx';
import { TopicsPage } from './TopicsPage.tsx';

const topicsAnswer: TopicsAnswer = {
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

const routes = [
  { path: '/topics', Component: TopicsPage },
  { path: '/topics/:slug', Component: TopicPage },
];

const hit = (id: number, title: string, year: number): SiteSearchAnswer['results'][number] => ({
  kind: 'paper',
  id,
  uniqueid: `IJCRI-${year}-V${year - 2021}I1-00${id}`,
  title,
  authors: ['Wei Chen', 'Lena Fischer'],
  year,
  month: 'May',
  volume: year - 2021,
  issue: 1,
  conference: null,
  snippet: 'Segmentation of medical images with few labels.',
});

/** Papers on computer vision, as the site search finds them (best match first, not newest first). */
const papersAnswer: SiteSearchAnswer = {
  results: [
    hit(7, 'Few-Shot Segmentation of Retinal Images', 2023),
    hit(9, 'Depth Estimation from a Single Image', 2025),
  ],
  facets: { kind: [{ value: 'paper', count: 2 }], year: [] },
  current_page: 1,
  per_page: 5,
  total_items: 2,
  total_pages: 1,
};

function renderAt(path: string, answer: TopicsAnswer | Response = topicsAnswer) {
  return renderPage(routes, { path, answers: { '/topics': answer, '/siteSearch': papersAnswer } });
}

describe('topic pages', () => {
  it('lists the topics under their categories', async () => {
    const { api } = renderAt('/topics');
    expect(await screen.findByRole('heading', { level: 2, name: 'Artificial Intelligence' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Theory and Algorithms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quantum Computing' })).toHaveAttribute(
      'href',
      '/topics/quantum-computing',
    );
    expect(api.calls).toEqual([{ call: '/topics', payload: {} }]);
  });

  it(
    'shows the matched topic: its name as the heading (not the search-result title), the meta ' +
      "title's words in the site's title pattern, description and sanitized content",
    async () => {
      renderAt('/topics/Computer-Vision-and-Image-Analysis');
      await screen.findByRole('heading', { level: 1, name: 'Computer Vision & Image Analysis' });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(
        'Computer Vision and Image Analysis Research | International Journal of Computing Research and Innovation',
      );
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Research on recognition, segmentation and 3D reconstruction published by IJCRI.',
      );
      const paragraph = screen.getByText('Recognition and segmentation.');
      expect(paragraph).not.toHaveAttribute('onclick');
      expect(document.querySelector('article script')).toBeNull();
    },
  );

  it("lists the journal's recent papers on the topic, newest first, and links to all of them in the site search", async () => {
    const { api } = renderAt('/topics/computer-vision-image-analysis');
    const papers = await screen.findByRole('region', { name: 'Recent papers on Computer Vision & Image Analysis' });
    expect(
      within(papers)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Depth Estimation from a Single Image', 'Few-Shot Segmentation of Retinal Images']);
    expect(
      within(papers).getByRole('link', { name: 'All papers on Computer Vision & Image Analysis' }),
    ).toHaveAttribute('href', '/search?q=Computer+Vision+%26+Image+Analysis&kind=paper&match=any');
    expect(api.callsTo('/siteSearch')).toEqual([
      { search: 'Computer Vision & Image Analysis', match: 'any', kind: 'paper', per_page: 5 },
    ]);
  });

  it('says when no topic matches and links back to the list', async () => {
    renderAt('/topics/blockchain-consensus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all research topics' })).toHaveAttribute('href', '/topics');
  });

  it('sends /topics/ to /topics', async () => {
    const { router } = renderAt('/topics/');
    await screen.findByRole('heading', { level: 1, name: 'Research Topics' });
    expect(router.state.location.pathname).toBe('/topics');
  });

  it('shows the failure with the reason and a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/topics', apiError(500, 'Database unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch archive: Database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
