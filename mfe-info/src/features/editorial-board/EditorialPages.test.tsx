import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EditorialMember } from '@journal/shared';
import { apiError, renderPage, type FakeAnswers } from '@journal/shared/testing';
import { EditorialBoardPage } from './EditorialBoardPage.tsx';
import { EditorialMemberPage } from './EditorialMemberPage.tsx';

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

const routes = [
  { path: '/editorial-board', Component: EditorialBoardPage },
  { path: '/editorial-board/:slug', Component: EditorialMemberPage },
];

function renderAt(path: string, answers: FakeAnswers = {}) {
  return renderPage(routes, { path, answers });
}

describe('editorial board pages', () => {
  it('groups the board by role and opens a profile without another call', async () => {
    const { api } = renderAt('/editorial-board', { '/editorialBoard': { members: [adviser, chief] } });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Editor-in-Chief', 'Advisory Board']);
    const chiefSection = screen.getByRole('region', { name: 'Editor-in-Chief' });
    await userEvent.setup().click(within(chiefSection).getByRole('link', { name: chief.name }));
    expect(await screen.findByRole('heading', { level: 1, name: chief.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /0000-0000-2916-5133/ })).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0000-2916-5133',
    );
    expect(api.calls).toEqual([{ call: '/editorialBoard', payload: {} }]);
  });

  it('loads a profile opened directly', async () => {
    const { api } = renderAt('/editorial-board/ananya-raghavan', { '/editorialMember': { member: chief } });
    expect(await screen.findByRole('heading', { level: 1, name: chief.name })).toBeInTheDocument();
    expect(screen.getByText(chief.bio)).toBeInTheDocument();
    expect(api.calls).toEqual([{ call: '/editorialMember', payload: { slug: 'ananya-raghavan' } }]);
  });

  it('says when no member has the slug and links back to the board', async () => {
    renderAt('/editorial-board/no-such-editor', { '/editorialMember': apiError(404, 'Member not found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the editorial board' })).toHaveAttribute(
      'href',
      '/editorial-board',
    );
  });

  it('answers an address no slug can have with the same message, without asking the API', async () => {
    const { api } = renderAt('/editorial-board/' + encodeURIComponent('Prof. Raghavan!'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Not Found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
