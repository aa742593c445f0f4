import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { journalApi, setLatestIssue } from '@journal/shared';
import { renderPage } from '@journal/shared/testing';
import { TEST_EDITORIAL_SYSTEM_URL } from '../../federation/__mocks__/remotes.ts';
import { Navbar } from './Navbar.tsx';
import { SiteMenuLinks } from './SiteMenuLinks.tsx';
import { FirstHtmlContext } from '../firstHtml.tsx';

// The shell's remote discovery needs a built site; its stand-in gives the site configuration (federation/__mocks__).
vi.mock('../../federation/remotes.ts');

/** The desktop bar is the navigation landmark that is not inside the mobile dialog. */
function desktopBar() {
  return screen.getAllByRole('navigation', { name: 'Main' }).find((nav) => !nav.closest('[role="dialog"]'))!;
}

const index = [
  { year: 2026, volumes: [{ volume: 5, issue: [1, 2] }] },
  { year: 2025, volumes: [{ volume: 4, issue: [1, 2, 3] }] },
];

describe('Navbar: desktop bar', () => {
  it('lists the main entries of docs/sections.md in order, then Author Login', () => {
    renderPage(<Navbar />);
    const entries = within(desktopBar())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === desktopBar())
      .map((item) => item.querySelector('a, button')!.textContent);
    expect(entries).toEqual([
      'Home',
      'About Us',
      'For Authors',
      'Current Issue',
      'Archives',
      'Conference',
      'Thesis',
      'Blog',
      'Contact Us',
      'Author Login',
    ]);
  });

  it("sends Current Issue to the site configuration's latest issue, whatever the store holds; to /current-issue when unknown", () => {
    setLatestIssue(null);
    const { store } = renderPage(<Navbar />);
    const currentIssue = within(desktopBar()).getByRole('link', { name: 'Current Issue' });
    expect(currentIssue).toHaveAttribute('href', '/current-issue');
    act(() => {
      setLatestIssue({ year: 2026, volume: 5, issue: 2 });
    });
    expect(currentIssue).toHaveAttribute('href', '/current-issue/paperlist?year=2026&volume=5&issue=2');
    // An archive index loaded by a page changes nothing (the link keeps the newest issue, not issue 1).
    act(() => {
      // As the archive pages and the home page leave it in the shared archiveIndex query (newest year first).
      void store.dispatch(journalApi.util.upsertQueryData('archiveIndex' as never, undefined as never, index as never));
    });
    expect(currentIssue).toHaveAttribute('href', '/current-issue/paperlist?year=2026&volume=5&issue=2');
    setLatestIssue(null);
  });

  it('leads a main link or a dropdown entry to its section from the start, without the page of the list left', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<Navbar />, { path: '/archives/paperlist?year=2025&volume=4&issue=2&page=3' });
    await user.click(within(desktopBar()).getByRole('link', { name: 'Archives' }));
    expect(router.state.location.pathname).toBe('/archives');
    expect(router.state.location.search).toBe('');
    await user.click(within(desktopBar()).getByRole('button', { name: 'Conference' }));
    await user.click(within(desktopBar()).getByRole('link', { name: 'Published Conferences' }));
    expect(router.state.location.pathname).toBe('/conference');
    expect(router.state.location.search).toBe('');
  });

  it('opens the editorial system from Author Login in a new tab, at the configured address with the journal identifier', async () => {
    renderPage(<Navbar />);
    const login = within(desktopBar()).getByRole('link', { name: /Author Login/ });
    expect(login).toHaveAttribute('target', '_blank');
    expect(login.getAttribute('rel')).toContain('noopener');
    await waitFor(() => expect(login).toHaveAttribute('href', `${TEST_EDITORIAL_SYSTEM_URL}?journal=6`));
  });
});

/** Menu is a <details> disclosure's summary (it works before the app runs), which the role queries do not count as a button. */
const menuControl = () => screen.getByText('Menu', { selector: 'summary' });

describe('Navbar: mobile menu', () => {
  it('has a Login link and a menu button that opens a full-screen menu with the same entries, Blog labelled Blogs', async () => {
    const user = userEvent.setup();
    renderPage(<Navbar />);
    expect(screen.getByRole('link', { name: /^Login/ })).toHaveAttribute('target', '_blank');
    const menuButton = menuControl();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The app's menu instead of the disclosure's own panel of plain links.
    expect(menuButton.closest('details')).not.toHaveAttribute('open');
    const menu = within(dialog);
    for (const name of ['Home', 'Current Issue', 'Archives', 'Blogs', 'Contact Us'])
      expect(menu.getByRole('link', { name })).toBeVisible();
    for (const name of ['About Us', 'For Authors', 'Conference', 'Thesis'])
      expect(menu.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    expect(menu.queryByRole('link', { name: 'Blog' })).toBeNull();
    await user.click(menu.getByRole('button', { name: 'Thesis' }));
    expect(menu.getByRole('link', { name: 'Publications' })).toHaveAttribute('href', '/publications');
    expect(menu.getAllByRole('link', { name: 'Archives' }).map((link) => link.getAttribute('href'))).toEqual([
      '/archives',
      '/thesis',
    ]);
  });

  it('keeps focus inside while open and gives it back to the menu button on Escape', async () => {
    const user = userEvent.setup();
    renderPage(<Navbar />);
    const menuButton = menuControl();
    await user.click(menuButton);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true }); // backwards from the first control wraps to the last
    expect(within(dialog).getByRole('link', { name: /Author Login/ })).toHaveFocus();
    await user.tab(); // and forwards from the last back to the first
    expect(close).toHaveFocus();
    for (let step = 0; step < 20; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton).toHaveFocus();
  });

  it('closes with its Close button and when a link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<Navbar />);
    await user.click(menuControl());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(menuControl());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Blogs' }));
    expect(router.state.location.pathname).toBe('/blogs');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a disclosure whose panel (drawn by the site server) lists every entry as a plain link, for the time before the app runs', () => {
    renderPage(
      <FirstHtmlContext value={{ page: '', Footer: () => null, MenuLinks: SiteMenuLinks }}>
        <Navbar />
      </FirstHtmlContext>,
    );
    const panel = within(menuControl().closest('details')!).getByRole('navigation', {
      name: 'Site menu',
      hidden: true,
    });
    for (const [name, href] of [
      ['Home', '/'],
      ['Aim and Scope', '/aim-and-scope'],
      ['Published Conferences', '/conference'],
      ['Publications', '/publications'],
    ] as const)
      expect(within(panel).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    const search = within(panel).getByRole('searchbox', { name: 'Search the journal', hidden: true });
    expect(search.closest('form')).toHaveAttribute('action', '/search');
  });
});
