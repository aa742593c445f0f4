import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@journal/shared';
import { answerCalls, apiHttpError } from '@journal/shared/testing';
import type { EditorialMember } from './api.ts';
import { EditorialBoardPage } from './EditorialBoardPage.tsx';
import { EditorialMemberPage } from './EditorialMemberPage.tsx';

const postCall = vi.fn();

// The content API is faked with MSW: every call goes through the page's real endpoints and axios instance.
beforeEach(() => answerCalls(postCall));

const chief: EditorialMember = {
  member_id: 1,
  slug: 'ananya-raghavan',
  name: 'Prof. Ananya Raghavan',
  role: 'Editor-in-Chief',
  affiliation: 'Department of Computer Science and Engineering, IISER Pune',
  country: 'India',
  expertise: ['Distributed systems', 'Scientific workflow management'],
  bio: 'Ananya Raghavan leads a research group on systems for large-scale scientific computing.',
  orcid: '0000-0000-2916-5133',
};
const adviser: EditorialMember = {
  ...chief,
  member_id: 2,
  slug: 'margaret-holloway',
  name: 'Prof. Margaret Holloway',
  role: 'Advisory Board Member',
  orcid: null,
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/editorial-board', Component: EditorialBoardPage },
      { path: '/editorial-board/:slug', Component: EditorialMemberPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('editorial board pages', () => {
  beforeEach(() => {
    postCall.mockReset();
  });

  it('groups the board by role and opens a profile without another call', async () => {
    postCall.mockResolvedValue({ members: [adviser, chief] });
    renderAt('/editorial-board');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Editor-in-Chief', 'Advisory Board']);
    const chiefSection = screen.getByRole('region', { name: 'Editor-in-Chief' });
    await userEvent.setup().click(within(chiefSection).getByRole('link', { name: chief.name }));
    expect(await screen.findByRole('heading', { level: 1, name: chief.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /0000-0000-2916-5133/ })).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0000-2916-5133',
    );
    expect(postCall).toHaveBeenCalledTimes(1);
  });

  it('loads a profile opened directly', async () => {
    postCall.mockResolvedValue({ member: chief });
    renderAt('/editorial-board/ananya-raghavan');
    expect(await screen.findByRole('heading', { level: 1, name: chief.name })).toBeInTheDocument();
    expect(screen.getByText(chief.bio)).toBeInTheDocument();
    expect(postCall).toHaveBeenCalledWith('/editorialMember', { slug: 'ananya-raghavan' });
  });

  it('says when no member has the slug and links back to the board', async () => {
    postCall.mockRejectedValue(apiHttpError('/editorialMember', 404, 'Member not found'));
    renderAt('/editorial-board/no-such-editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the editorial board' })).toHaveAttribute(
      'href',
      '/editorial-board',
    );
  });

  it('answers an address no slug can have with the same message, without asking the API', async () => {
    renderAt('/editorial-board/' + encodeURIComponent('Prof. Raghavan!'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Not Found' })).toBeInTheDocument();
    expect(postCall).not.toHaveBeenCalled();
  });
});
