import { describe, expect, it } from 'vitest';
import { matchSiteRoute } from '@journal/shared';
import { linksIn } from '../components/RichTextView.tsx';
import type { Block, PageContent } from '../model.ts';
import { ethicsAndPolicies } from './policies/ethicsAndPolicies.ts';

/** Every page content module of this folder, found by file so a new page is checked without listing it here. */
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });
const pages: [string, PageContent][] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'sections' in value)
    .map(([name, value]) => [`${file}#${name}`, value as PageContent] as [string, PageContent]),
);
const landingPages = pages.filter(([file]) => file.startsWith('./landing/'));

function textsOf(blocks: Block[]): string[] {
  return blocks.flatMap((block): string[] => {
    if (typeof block === 'string') return [block];
    if ('list' in block) return block.list;
    if ('steps' in block) return block.steps;
    if ('facts' in block) return block.facts.map((fact) => fact.value);
    if ('table' in block) return block.table.rows.flat();
    if ('panel' in block) return textsOf(block.panel.blocks);
    if ('files' in block) return block.files.map((file) => file.description);
    return block.faqs.flatMap((faq) => faq.answer);
  });
}

function allTexts(page: PageContent): string[] {
  return [
    ...textsOf(page.lead),
    ...page.sections.flatMap((section) => [
      ...textsOf(section.blocks),
      ...(section.subsections ?? []).flatMap((sub) => textsOf(sub.blocks)),
    ]),
  ];
}

// Files the site server writes itself (downloads, the Atom feeds, OAI-PMH; docs/discoverability.md).
const siteFiles = [
  '/downloads/IJCRI-Manuscript-Template.docx',
  '/downloads/IJCRI-Copyright-Form.pdf',
  '/feeds/current-issue.atom',
  '/feeds/papers.atom',
  '/feeds/blog.atom',
  '/oai?verb=Identify',
];
const ethicsTargets = new Set(ethicsAndPolicies.sections.map((section) => section.id));

/** Why a link target is broken, or null when it leads somewhere real. */
function brokenReason(target: string, page: PageContent): string | null {
  if (/^(https:\/\/|mailto:|tel:\+)/.test(target)) return null;
  if (target.startsWith('#'))
    return page.sections.some((section) => section.id === target.slice(1)) ? null : 'no such section';
  if (siteFiles.includes(target)) return null;
  const url = new URL(target, 'https://journal.example');
  if (!matchSiteRoute(url.pathname)) return 'not a route of the site';
  const ethicsTarget = url.searchParams.get('target');
  if (url.pathname === '/ethics' && ethicsTarget !== null && !ethicsTargets.has(ethicsTarget))
    return 'unknown /ethics target';
  return null;
}

describe('page content', () => {
  it('finds every page', () => {
    expect(pages).toHaveLength(29);
    expect(landingPages).toHaveLength(10);
  });

  it.each(pages)('%s: every link leads to a real page, section or file', (_, page) => {
    const links = [
      ...allTexts(page).flatMap(linksIn),
      ...(page.related ?? []).map((link) => ({ label: link.label, target: link.to })),
    ];
    const broken = links
      .map((link) => ({ ...link, reason: brokenReason(link.target, page) }))
      .filter((link) => link.reason !== null);
    expect(broken).toEqual([]);
  });

  it.each(pages)('%s: section ids are unique anchors', (_, page) => {
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it.each(pages)('%s: has a description a search result can show, and real content', (_, page) => {
    expect(page.description.length).toBeGreaterThan(60);
    expect(page.description.length).toBeLessThanOrEqual(200);
    expect(page.sections.length).toBeGreaterThan(0);
    expect(allTexts(page).join(' ')).not.toMatch(/lorem|ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder/i);
  });

  it('gives every page its own title and description', () => {
    const titles = pages.map(([, page]) => page.metaTitle ?? page.title);
    const descriptions = pages.map(([, page]) => page.description);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it('never copies a paragraph from one page to another', () => {
    const seen = new Map<string, string>();
    const copies: string[] = [];
    for (const [file, page] of pages) {
      for (const text of new Set(allTexts(page).filter((candidate) => candidate.length > 80))) {
        const first = seen.get(text);
        if (first) copies.push(`${file} repeats ${first}: ${text.slice(0, 60)}`);
        else seen.set(text, file);
      }
    }
    expect(copies).toEqual([]);
  });

  it.each(landingPages)('%s: a landing page with sections of its own', (_, page) => {
    expect(page.sections.length).toBeGreaterThanOrEqual(3);
    expect(page.metaTitle).toBeDefined();
    expect(allTexts(page).join(' ').length).toBeGreaterThan(1500);
  });
});
