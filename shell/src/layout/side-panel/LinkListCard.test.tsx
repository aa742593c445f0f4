import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@journal/shared/testing';
import { journalInfoMenu } from '../menus.ts';
import { LinkListCard } from './LinkListCard.tsx';

/** jsdom lays nothing out: these are the heights the card will measure. */
const heights = { main: 0, list: 0 };

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height =
      this.tagName === 'MAIN' ? heights.main : this.getAttribute('aria-hidden') === 'true' ? heights.list : 0;
    return DOMRect.fromRect({ x: 0, y: 0, width: 280, height });
  });
});
afterEach(() => vi.restoreAllMocks());

function QuickLinks({ collapsible }: { collapsible: boolean }) {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <>
      <main ref={mainRef}>The page</main>
      <LinkListCard title="Quick Links" links={journalInfoMenu} collapsible={collapsible} mainRef={mainRef} />
    </>
  );
}

function render(collapsible = true) {
  const view = renderPage(<QuickLinks collapsible={collapsible} />);
  const card = screen.getByRole('region', { name: 'Quick Links' });
  return { ...view, card };
}

function resize(main: number) {
  heights.main = main;
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

describe('LinkListCard: the 30% rule of docs/sections.md', () => {
  it('shows the full list while it is no taller than 30% of the main column', () => {
    Object.assign(heights, { main: 1000, list: 300 });
    const { card } = render();
    expect(within(card).getAllByRole('link')).toHaveLength(journalInfoMenu.length);
    for (const item of journalInfoMenu)
      expect(within(card).getByRole('link', { name: item.title })).toHaveAttribute('href', item.to);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('folds into a dropdown when taller than 30%, and unfolds when a resize makes room', () => {
    Object.assign(heights, { main: 1000, list: 301 });
    const { card } = render();
    expect(within(card).getByRole('button', { name: 'Quick Links Choose a page' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(card).queryAllByRole('link')).toHaveLength(0);

    resize(2000);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getAllByRole('link')).toHaveLength(journalInfoMenu.length);

    resize(900);
    expect(within(card).getByRole('button', { name: /Quick Links/ })).toBeVisible();
  });

  it('never folds where the page does not ask for it, however short the main column', () => {
    Object.assign(heights, { main: 200, list: 400 });
    const { card } = render(false);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getAllByRole('link')).toHaveLength(journalInfoMenu.length);
  });

  it('does not fold before the main column has a height', () => {
    Object.assign(heights, { main: 0, list: 400 });
    const { card } = render();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('records the title of the chosen page as the dropdown label', async () => {
    Object.assign(heights, { main: 1000, list: 400 });
    const user = userEvent.setup();
    const { card, router } = render();
    const button = within(card).getByRole('button');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(card).getByRole('link', { name: 'Call for Papers' }));
    expect(router.state.location.pathname).toBe('/call-for-papers');
    expect(button).toHaveAccessibleName('Quick Links Call for Papers');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
  });

  it('closes the dropdown on Escape and on a press outside', async () => {
    Object.assign(heights, { main: 1000, list: 400 });
    const user = userEvent.setup();
    const { card } = render();
    const button = within(card).getByRole('button');
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByText('The page'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
