import { act, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { sections } from '@journal/shared';
import { staticPageMeta } from '@journal/shared/metadata';
import { policyRoutes } from '../../policyRoutes.tsx';
import { renderPage } from '@journal/shared/testing';

/** The information and policy pages, with the h1 each one shows. */
const expectedPages: Record<string, string> = {
  'aim-and-scope': 'Aim and Scope',
  'indexing-and-abstracting': 'Indexing and Abstracting',
  'publication-ethics-policy': 'Publication Ethics & Malpractice Statement',
  'peer-review-policy': 'Peer Review Policy',
  ethics: 'Ethics & Policies',
  'cross-mark-policy': 'Crossmark Policy',
  'impact-Factor': 'Impact Factor',
  'impact-factor': 'Impact Factor',
  FAQs: 'Frequently Asked Questions',
  'journal-particulars': 'Journal Particulars',
  downloads: 'Downloads',
  'journal-publishing-process': 'Journal Publishing Process',
  'call-for-papers': 'Call for Papers',
  'paper-status': 'Article Status',
  'instruction-for-author': 'Instructions for Authors',
  'article-processing-charges': 'Article Processing Charges',
  'guidance-for-ems': 'Editorial Management System',
  'privacy-policy': 'Privacy Policy',
  'terms-and-conditions': 'Terms and Conditions',
  'refund-policy': 'Refund Policy',
  'top-10-journals-in-computer-science': 'Top 10 Journals in Computer Science',
  'best-computer-science-journals': 'Best Computer Science Journals: Choosing the Right One for Your Paper',
  'fast-publication-computer-science-journals-list': 'Fast Publication Computer Science Journals: What to Compare',
  'fast-publishing-computer-science-journals': 'Fast Publishing Computer Science Journals: How Quick Review Works',
  'top-computer-science-journals-list': 'Top Computer Science Journals List by Research Area',
  'top-computer-science-journals': 'Top Computer Science Journals: How Rankings Work',
  'top-computer-science-journals-in-india': 'Computer Science Journals in India: A Guide for Indian Authors',
  'low-cost-computer-science-journals-in-india': 'Low-Cost Computer Science Journals in India',
  'google-scholar-computer-science-journals-list': 'Google Scholar Indexed Computer Science Journals',
  'journal-for-computer-science-research': 'A Journal for Computer Science Research',
};

describe('policyRoutes', () => {
  it('provides exactly these pages, all at paths of the info section', () => {
    expect(policyRoutes.map((route) => route.path).sort()).toEqual(Object.keys(expectedPages).sort());
    for (const route of policyRoutes) expect(sections.info.paths).toContain(route.path);
  });

  it('serves /impact-Factor and /impact-factor with the same page', () => {
    const component = (path: string) => policyRoutes.find((route) => route.path === path)?.Component;
    expect(component('impact-Factor')).toBeDefined();
    expect(component('impact-Factor')).toBe(component('impact-factor'));
  });

  it.each(Object.entries(expectedPages))('/%s loads its content and shows its h1', async (path, heading) => {
    const route = policyRoutes.find((candidate) => candidate.path === path)!;
    // React 19 resumes a `use()` suspension inside an async act (see lazyPage).
    await act(async () => {
      renderPage(createElement(route.Component), { path: `/${path}` });
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The site server sends the head from the shared table: the page must render exactly the same.
    const served = staticPageMeta(`/${path}`);
    expect(served, `/${path} is in shared/src/metadata/pages.ts`).not.toBeNull();
    expect(document.title).toBe(served!.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(served!.description);
  });
});
