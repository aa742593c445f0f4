import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { readFile } from 'node:fs/promises';
import { baseUrl } from '../support/env.ts';
import { apiCall } from '../support/journalApi.ts';
import { MONTH_NAMES } from '@journal/shared/text';
import type { ConferenceCategoriesAnswer, ConferenceFetchAnswer } from '@journal/shared/contract';

/**
 * The conference section as a reader uses it, on the built, composed site: the conference chooser,
 * a conference's papers with search and pagination, paper details with citations, and the
 * collaboration guide. Expected values come from the API the site itself talks to.
 */

type Category = ConferenceCategoriesAnswer['Conference_CategoriesList'][number];
type ConferencePaper = ConferencePage['ConferenceList'][number];
type ConferencePage = ConferenceFetchAnswer;

async function categories(request: APIRequestContext): Promise<Category[]> {
  return (await apiCall(request, '/conferenceCategoriesFetch')).Conference_CategoriesList;
}

function conferencePage(request: APIRequestContext, id: number, page = 1): Promise<ConferencePage> {
  return apiCall(request, '/conferenceFetch', { id, page, per_page: 5 });
}

function listUrl(category: Category): string {
  const query = new URLSearchParams({
    name: category.name,
    year: String(category.year),
    volume: String(category.volume),
    issue: String(category.issue),
    id: String(category.id),
  });
  return `/conference/paperlist?${query.toString()}`;
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();

function publishedOnline(paper: ConferencePaper): string {
  if (paper.month) return `${paper.month} ${paper.year}`;
  const updated = new Date(paper.updated_at);
  return `${MONTH_NAMES[updated.getUTCMonth()]} ${updated.getUTCFullYear()}`;
}

test('the conference chooser lists the published conferences newest first and opens one', async ({ page, request }) => {
  const all = await categories(request);
  const newest = [...all].sort((a, b) => b.year - a.year || b.id - a.id)[0]!;
  const expected = await conferencePage(request, newest.id);

  await page.goto('/conference');
  await expect(page.getByRole('heading', { level: 1, name: 'Published Conferences' })).toBeVisible();
  const years = [...new Set(all.map((category) => category.year))].sort((a, b) => b - a);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(years.map(String));

  await page.getByRole('link', { name: newest.name }).click();
  await expect(page).toHaveURL(`${baseUrl}${listUrl(newest)}`);
  await expect(page.getByRole('heading', { level: 1, name: newest.name })).toBeVisible();
  await expect(page.getByText(`Volume ${newest.volume}, Issue ${newest.issue} (${newest.year})`)).toBeVisible();
  await expect(cards(page)).toHaveCount(expected.ConferenceList.length);
  expect(expected.ConferenceList.length).toBeLessThanOrEqual(5);
  expect(await cardTitles(page)).toEqual(expected.ConferenceList.map((paper) => paper.title));

  const first = expected.ConferenceList[0]!;
  const card = cards(page).first();
  await expect(card.getByText(publishedOnline(first), { exact: true })).toBeVisible();
  await expect(card.getByText(first.pages, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', first.pdf_url);
  await expect(page).toHaveTitle(
    `${newest.name}, ${newest.year}, Volume ${newest.volume}, Issue ${newest.issue} | ` +
      `International Journal of Computing Research and Innovation`,
  );
});

test('a conference pages through its papers five at a time, with the page in the address', async ({
  page,
  request,
}) => {
  const all = await categories(request);
  const sized = await Promise.all(
    all.map(async (category) => ({ category, first: await conferencePage(request, category.id) })),
  );
  const paged = sized.find((entry) => entry.first.total_pages > 1);
  expect(paged, 'the seeded journal has a conference of more than five papers').toBeDefined();
  const second = await conferencePage(request, paged!.category.id, 2);

  await page.goto(listUrl(paged!.category));
  const pager = page.getByRole('navigation', { name: 'Conference pages' });
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.min(5, paged!.first.total_pages));
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/&page=2$/);
  await expect(cards(page).first()).toContainText(second.ConferenceList[0]!.title);
  expect(await cardTitles(page)).toEqual(second.ConferenceList.map((paper) => paper.title));
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Conference pages' }).getByRole('button', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('search replaces the list until Clear; nothing found says No Paper Found', async ({ page, request }) => {
  const [first, last] = [(await categories(request))[0]!, (await categories(request)).at(-1)!];
  const target = (await conferencePage(request, first.id)).ConferenceList[0]!;
  const listed = await conferencePage(request, last.id);

  await page.goto(listUrl(last));
  await expect(cards(page)).toHaveCount(listed.ConferenceList.length);
  const box = page.getByPlaceholder('Search by Paper ID, Paper Name');
  await box.fill(String(target.id));
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards(page).first()).toContainText(target.title);
  await expect(page.getByRole('navigation', { name: 'Conference pages' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Clear' }).click();
  expect(await cardTitles(page)).toEqual(listed.ConferenceList.map((paper) => paper.title));

  await box.fill('qwxzv-no-such-paper');
  await box.press('Enter');
  await expect(page.getByText('No Paper Found')).toBeVisible();
});

test('a failed list is logged as Error fetching conference data and Try again recovers', async ({ page, request }) => {
  const first = (await categories(request))[0]!;
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/api/conferenceFetch', (route) => route.abort());
  await page.goto(listUrl(first));
  await expect(page.getByRole('alert')).toContainText('The papers of this conference could not be loaded.');
  expect(logged.some((text) => text.startsWith('Error fetching conference data'))).toBe(true);
  await page.unroute('**/api/conferenceFetch');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('unknown, missing and hostile conference ids never break the page', async ({ page }) => {
  await page.goto('/conference/paperlist?name=Retired%20Conference&id=2147483000');
  await expect(page.locator('[data-section]').getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  for (const query of ['?name=No%20id', '?id=abc', '?id=1%27%20OR%20%271%27%3D%271']) {
    await page.goto(`/conference/paperlist${query}`);
    await expect(page).toHaveURL(`${baseUrl}/conference`);
    await expect(page.getByRole('heading', { level: 1, name: 'Published Conferences' })).toBeVisible();
  }
});

test('a conference paper opens from its card with its conference, PDF and citations', async ({ page, request }) => {
  const category = (await categories(request))[0]!;
  const first = (await conferencePage(request, category.id)).ConferenceList[0]!;
  const { ConferenceDetails: details } = await apiCall(request, '/conferenceDetails', { paperid: first.id });

  await page.goto(listUrl(category));
  await cards(page).first().getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(
    `${baseUrl}/conference/paper-details?paperid=${first.id}&papertitle=${slug(first.title)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: details.title })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Conference:' }).locator('+ dd')).toHaveText(details.conference.name);
  await expect(page.locator('dt', { hasText: 'Published Online:' }).locator('+ dd')).toHaveText(
    publishedOnline(details),
  );
  await expect(page.getByRole('region', { name: 'References' }).getByRole('listitem')).toHaveCount(
    details.references.split('\n').filter(Boolean).length,
  );
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', details.pdf_url);
  const file = await request.get(`${baseUrl}${details.pdf_url}`);
  expect(file.headers()['content-type']).toContain('application/pdf');
  await expect(page).toHaveTitle(`${details.title} | International Journal of Computing Research and Innovation`);

  const cite = page.getByRole('region', { name: 'Cite this article' });
  await expect(cite).toContainText(`in Proc. ${details.conference.name}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    cite.getByRole('link', { name: 'Download RIS' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ris$/);
  const ris = await readFile(await download.path(), 'utf8');
  expect(ris).toContain('TY  - CONF');
  expect(ris).toContain(`TI  - ${details.title}`);
});

test('a wrong title slug is replaced; an unknown paper says Conference Paper Not Found', async ({ page, request }) => {
  const category = (await categories(request))[0]!;
  const first = (await conferencePage(request, category.id)).ConferenceList[0]!;
  await page.goto(`/conference/paper-details?paperid=${first.id}&papertitle=some-other-title&section=References`);
  await expect(page).toHaveURL(
    `${baseUrl}/conference/paper-details?paperid=${first.id}&papertitle=${slug(first.title)}&section=References`,
  );
  await expect(page.getByRole('region', { name: 'References' })).toBeInViewport();

  for (const paperid of ['2147483000', '-4', '%3Cimg%20src%3Dx%3E']) {
    await page.goto(`/conference/paper-details?paperid=${paperid}&papertitle=x`);
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Paper Not Found' })).toBeVisible();
  }
});

test('the collaboration guide gives six steps, the claims, and a keyboard-friendly FAQ of 14 questions', async ({
  page,
}) => {
  await page.goto('/conference-procedings');
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for Collaboration' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'How collaboration works' });
  await expect(steps.getByRole('listitem')).toHaveCount(6);
  for (const claim of ['1 to 3 working days', '5 to 10 days after final approval', 'below 20%', 'at least 10 papers']) {
    await expect(steps).toContainText(claim);
  }

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(14);
  await questions.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'How many papers do we need?' })).toContainText('minimum of 10 papers');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'How many papers do we need?' })).toBeHidden();
  await expect(page).toHaveTitle(/^Apply for Collaboration/);
});
