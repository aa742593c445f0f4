import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EthicsPage } from './EthicsPage.tsx';
import { renderPage } from '@journal/shared/testing';

/** The six targets the menus link to (docs/sections.md) and the heading each one lands on. */
const menuTargets = [
  ['plagiarism-policy', 'Plagiarism Policy'],
  ['editorial-policies', 'Editorial Policies'],
  ['article-withdrawal', 'Article Withdrawal Policy'],
  ['copyright-ownership', 'Copyright, Grants and Ownership Declaration'],
  ['open-access-policy', 'Open Access Policy'],
  ['instructions-for-authors', 'Instructions for Authors'],
] as const;

let scrolledInto: Element[];
let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  scrolledInto = [];
  // jsdom has no layout: record which element asked to be scrolled into view.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledInto.push(this);
  });
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  scrollTo.mockRestore();
});

const regionOf = (heading: string) => screen.getByRole('region', { name: heading });

describe('Ethics & Policies page', () => {
  it.each(menuTargets)('marks, scrolls to and focuses the section of ?target=%s', async (target, heading) => {
    renderPage(<EthicsPage />, { path: `/ethics?target=${target}` });
    const section = regionOf(heading);

    expect(section).toHaveAttribute('id', target);
    expect(section).toHaveAttribute('aria-current', 'location');
    expect(section).toHaveTextContent('You are here');
    await waitFor(() => expect(scrolledInto).toEqual([section]));
    expect(section).toHaveFocus();
    expect(screen.getAllByText('You are here')).toHaveLength(1);
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('shows an unknown target from the top, with no section marked', async () => {
    renderPage(<EthicsPage />, { path: '/ethics?target=conflict-resolution' });

    expect(screen.getByRole('heading', { level: 1, name: 'Ethics & Policies' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(scrolledInto).toEqual([]);
    expect(screen.queryByText('You are here')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('moves the mark when the menu sends the reader to another target', async () => {
    const { router } = renderPage(<EthicsPage />, { path: '/ethics?target=plagiarism-policy' });
    await waitFor(() => expect(scrolledInto).toEqual([regionOf('Plagiarism Policy')]));

    await act(() => router.navigate('/ethics?target=open-access-policy'));

    const openAccess = regionOf('Open Access Policy');
    expect(openAccess).toHaveAttribute('aria-current', 'location');
    expect(regionOf('Plagiarism Policy')).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(scrolledInto.at(-1)).toBe(openAccess));
    expect(openAccess).toHaveFocus();
  });

  it('lists every section in "On this page"', () => {
    renderPage(<EthicsPage />, { path: '/ethics' });
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const [target, heading] of menuTargets) {
      expect(within(contents).getByRole('link', { name: heading })).toHaveAttribute('href', `#${target}`);
      expect(document.getElementById(target)).toHaveAccessibleName(heading);
    }
  });
});
