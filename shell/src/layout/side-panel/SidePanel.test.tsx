import { screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@journal/shared/testing';
import { TEST_EDITORIAL_SYSTEM_URL } from '../../federation/__mocks__/remotes.ts';
import { layoutModeFor } from '../layoutMode.ts';
import { journalInfoMenu, policiesMenu } from '../menus.ts';
import { SidePanel } from './SidePanel.tsx';

// The shell's remote discovery needs a built site; its stand-in gives the site configuration (federation/__mocks__).
vi.mock('../../federation/remotes.ts');

function PanelFor({ pathname }: { pathname: string }) {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <>
      <main ref={mainRef} />
      <SidePanel mode={layoutModeFor(pathname)} mainRef={mainRef} />
    </>
  );
}

function cardTitles() {
  return within(screen.getByRole('complementary'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('SidePanel (docs/sections.md)', () => {
  it('shows Ready to Submit?, Quick Links, Download and Policies, hidden below the large breakpoint', () => {
    renderPage(<PanelFor pathname="/aim-and-scope" />);
    expect(cardTitles()).toEqual(['Ready to Submit?', 'Quick Links', 'Download', 'Policies']);
    expect(screen.getByRole('complementary').className).toContain('max-lg:hidden');
    for (const item of [...journalInfoMenu, ...policiesMenu]) {
      expect(
        screen.getAllByRole('link', { name: item.title }).some((link) => link.getAttribute('href') === item.to),
      ).toBe(true);
    }
  });

  it('opens the editorial system from Submit in a new tab with journal=6', async () => {
    renderPage(<PanelFor pathname="/" />);
    const submit = screen.getByRole('link', { name: /^Submit/ });
    expect(submit).toHaveAttribute('target', '_blank');
    expect(submit.getAttribute('rel')).toContain('noopener');
    await waitFor(() => expect(submit).toHaveAttribute('href', `${TEST_EDITORIAL_SYSTEM_URL}?journal=6`));
  });

  it('offers the manuscript template as .docx and the copyright form as .pdf from the site', () => {
    renderPage(<PanelFor pathname="/" />);
    expect(screen.getByRole('link', { name: 'Manuscript Template (DOCX)' })).toHaveAttribute(
      'href',
      '/downloads/IJCRI-Manuscript-Template.docx',
    );
    expect(screen.getByRole('link', { name: 'Copyright Form (PDF)' })).toHaveAttribute(
      'href',
      '/downloads/IJCRI-Copyright-Form.pdf',
    );
  });

  it('shows only the submit card on the contact page', () => {
    renderPage(<PanelFor pathname="/contact-us" />);
    expect(cardTitles()).toEqual(['Ready to Submit?']);
  });

  it('leaves the privacy, terms and refund pages full width', () => {
    for (const pathname of ['/privacy-policy', '/terms-and-conditions', '/refund-policy']) {
      const { unmount } = renderPage(<PanelFor pathname={pathname} />);
      expect(screen.queryByRole('complementary')).toBeNull();
      unmount();
    }
  });
});
