import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@journal/shared/testing';
import { aboutUsMenu } from '../menus.ts';
import { NavDropdown } from './NavDropdown.tsx';

function renderAboutUs(route = '/') {
  const onWarm = vi.fn();
  const view = renderPage(
    <>
      <NavDropdown label="About Us" items={aboutUsMenu} onWarm={onWarm} />
      <p>Outside the menu</p>
    </>,
    { path: route },
  );
  const button = screen.getByRole('button', { name: 'About Us' });
  const list = () => screen.queryByRole('list', { name: 'About Us' });
  return { ...view, button, list, onWarm };
}

describe('NavDropdown', () => {
  it('starts closed, with its state on the button', () => {
    const { button, list } = renderAboutUs();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list()).toBeNull(); // hidden lists are not in the accessibility tree
  });

  it('opens on hover with every entry of the menu, and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    const { button, list, onWarm } = renderAboutUs();
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(aboutUsMenu.map((item) => item.title));
    expect(screen.getByRole('link', { name: 'Editorial Board' })).toHaveAttribute('href', '/editorial-board');
    expect(onWarm).toHaveBeenCalledWith('/editorial-board');
    await user.unhover(button.parentElement!);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list()).toBeNull();
  });

  it('opens and closes on click, and a click while hover-opened keeps it open', async () => {
    const user = userEvent.setup();
    const { button, list } = renderAboutUs();
    await user.click(button); // the pointer arrives (hover opens) and clicks: the menu stays open
    expect(list()).toBeVisible();
    await user.click(button);
    expect(list()).toBeNull();
    await user.click(button);
    expect(list()).toBeVisible();
  });

  it('closes on a press outside, even where the button keeps focus (touch, Safari)', async () => {
    const user = userEvent.setup();
    const { button, list } = renderAboutUs();
    await user.click(button);
    expect(list()).toBeVisible();
    fireEvent.pointerDown(screen.getByText('Outside the menu'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'FAQs' })); // a press inside is not outside
    expect(list()).toBeVisible();
  });

  it('is operable from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const { button, list } = renderAboutUs();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(list()).toBeVisible();
    await user.keyboard('{Escape}');
    expect(list()).toBeNull();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Aim and Scope' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Editorial Board' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveFocus();
    await user.keyboard('{ArrowDown}'); // wraps round
    expect(screen.getByRole('link', { name: 'Aim and Scope' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(list()).toBeNull();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveFocus();
  });

  it('closes when focus moves past its last entry', async () => {
    const user = userEvent.setup();
    const { button, list } = renderAboutUs();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveFocus();
    await user.tab();
    expect(list()).toBeNull();
  });

  it('closes on a route change, by an entry or by navigation', async () => {
    const user = userEvent.setup();
    const { button, list, router } = renderAboutUs();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Journal Particulars' }));
    expect(router.state.location.pathname).toBe('/journal-particulars');
    expect(list()).toBeNull();

    await user.click(button);
    expect(list()).toBeVisible();
    await act(() => router.navigate('/FAQs'));
    expect(list()).toBeNull();
  });

  it('marks the current page and highlights the button when one of its pages is shown', async () => {
    const user = userEvent.setup();
    const { button } = renderAboutUs('/editorial-board/prof-ananya-raghavan');
    expect(button.className).toContain('bg-brand-50');
    await user.click(button);
    expect(screen.getByRole('link', { name: 'Editorial Board' })).not.toHaveAttribute('aria-current');
    act(() => {
      screen.getByRole('link', { name: 'Editorial Board' }).click();
    });
    await user.click(button);
    expect(screen.getByRole('link', { name: 'Editorial Board' })).toHaveAttribute('aria-current', 'page');
  });
});
