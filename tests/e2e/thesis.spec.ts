import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { readFile } from 'node:fs/promises';
import { baseUrl } from '../support/env.ts';
import { apiCall } from '../support/journalApi.ts';
import type { ThesisDataListingAnswer, ThesisYear } from '@journal/shared/contract';

/**
 * The thesis section as a reader uses it, on the built, composed site: index, paper lists with
 * selection, search and pagination, details with citations, and the publication information page.
 * Expected values come from the API the site itself talks to, never from constants.
 */

type ThesisPage = ThesisDataListingAnswer;

async function thesisYears(request: APIRequestContext): Promise<ThesisYear[]> {
  return (await apiCall(request, '/thesisYearListing')).thesis;
}

function volumePage(request: APIRequestContext, year: number, volume: number, page = 1): Promise<ThesisPage> {
  return apiCall(request, '/thesisDataListing', {
    thesis_year: year,
    thesis_volume: volume,
    page,
    per_page: 5,
  });
}

/** A volume whose theses fill more than one page, and one that fits on one page (if the journal has one). */
async function volumesBySize(request: APIRequestContext) {
  const years = await thesisYears(request);
  const volumes = await Promise.all(
    years.flatMap((year) =>
      year.volumes.map(async ({ volume }) => ({
        year: year.year,
        volume,
        page: await volumePage(request, year.year, volume),
      })),
    ),
  );
  return {
    paged: volumes.find((entry) => entry.page.total_pages > 1),
    single: volumes.find((entry) => entry.page.total_pages === 1),
  };
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();

test('the thesis index lists every volume newest year first and opens a volume', async ({ page, request }) => {
  const years = await thesisYears(request);
  const newestFirst = [...years].reverse();
  await page.goto('/thesis');
  await expect(page.getByRole('heading', { level: 1, name: 'Thesis Archives' })).toBeVisible();
  const volumes = page.getByRole('list', { name: 'Thesis volumes by year' });
  await expect(volumes.getByRole('heading', { level: 2 })).toHaveText(newestFirst.map((year) => String(year.year)));

  const newest = newestFirst[0]!;
  const volume = newest.volumes[0]!.volume;
  const expected = await volumePage(request, newest.year, volume);
  await volumes.getByRole('link', { name: `Volume ${volume} (${newest.year})` }).click();
  await expect(page).toHaveURL(`${baseUrl}/thesis/paperlist?year=${newest.year}&volume=${volume}`);
  await expect(page.getByRole('heading', { level: 1, name: `Volume ${volume}, Year ${newest.year}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(await cardTitles(page)).toEqual(expected.papersList.map((paper) => paper.title));
  await expect(page).toHaveTitle(
    `Thesis Volume ${volume}, Year ${newest.year} | International Journal of Computing Research and Innovation`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`Volume ${volume} \\(${newest.year}\\)`),
  );
});

test('the volume selector marks the chosen volume and moves to the next one', async ({ page, request }) => {
  const newestFirst = [...(await thesisYears(request))].reverse();
  const [second, third] = [newestFirst[1]!, newestFirst[2]!];
  await page.goto(`/thesis/paperlist?year=${second.year}&volume=${second.volumes[0]!.volume}`);
  const strip = page.getByRole('group', { name: 'Volume' });
  await expect(
    strip.getByRole('link', { name: `Volume ${second.volumes[0]!.volume}, (${second.year})` }),
  ).toHaveAttribute('aria-current', 'page');
  await strip.getByRole('button', { name: 'Next Volume' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Volume ${third.volumes[0]!.volume}, Year ${third.year}`,
  );
  await expect(page).toHaveURL(new RegExp(`year=${third.year}&volume=${third.volumes[0]!.volume}$`));
  await strip.getByRole('link', { name: 'See all volumes' }).click();
  await expect(page).toHaveURL(`${baseUrl}/thesis`);
});

test('pagination pages through a volume, keeps the page in the address and survives a reload', async ({
  page,
  request,
}) => {
  const { paged, single } = await volumesBySize(request);
  expect(paged, 'the seeded journal has a thesis volume of more than one page').toBeDefined();
  const second = await volumePage(request, paged!.year, paged!.volume, 2);

  await page.goto(`/thesis/paperlist?year=${paged!.year}&volume=${paged!.volume}`);
  const pager = page.getByRole('navigation', { name: 'Thesis pages' });
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.min(5, paged!.page.total_pages));
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`year=${paged!.year}&volume=${paged!.volume}&page=2$`));
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('article').first()).toHaveText(
    new RegExp(escape(second.papersList[0]!.title)),
  );
  expect(await cardTitles(page)).toEqual(second.papersList.map((paper) => paper.title));

  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Thesis pages' }).getByRole('button', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');

  if (single) {
    await page.goto(`/thesis/paperlist?year=${single.year}&volume=${single.volume}`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(single.page.papersList.length);
    await expect(page.getByRole('navigation', { name: 'Thesis pages' })).toHaveCount(0);
  }
});

test('search replaces the list until Clear, and an unmatched search says No Paper Found', async ({ page, request }) => {
  const years = await thesisYears(request);
  const oldest = years[0]!;
  const newest = years[years.length - 1]!;
  const target = (await volumePage(request, oldest.year, oldest.volumes[0]!.volume)).papersList[0]!;
  const listed = await volumePage(request, newest.year, newest.volumes[0]!.volume);

  await page.goto(`/thesis/paperlist?year=${newest.year}&volume=${newest.volumes[0]!.volume}`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(listed.papersList.length);
  const box = page.getByPlaceholder('Search by Paper ID, Paper Name');
  await box.fill(String(target.id));
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(target.title);
  await expect(box).toHaveValue('');
  await expect(page.getByRole('navigation', { name: 'Thesis pages' })).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  expect(await cardTitles(page)).toEqual(listed.papersList.map((paper) => paper.title));

  await box.fill('qwxzv-no-such-thesis');
  await box.press('Enter');
  await expect(page.getByText('No Paper Found')).toBeVisible();
});

test('a list without a readable year or volume sends the reader to /thesis', async ({ page }) => {
  for (const query of [
    '?volume=3',
    '?year=2024',
    '?year=%3Cscript%3Ealert(1)%3C%2Fscript%3E&volume=1',
    '?year=2024&volume=1e3',
  ]) {
    await page.goto(`/thesis/paperlist${query}`);
    await expect(page).toHaveURL(`${baseUrl}/thesis`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thesis Archives' })).toBeVisible();
  }
});

test('a failed list load says Failed to fetch Thesis and Try again recovers', async ({ page, request }) => {
  const newest = (await thesisYears(request)).at(-1)!;
  await page.route('**/api/thesisDataListing', (route) => route.abort());
  await page.goto(`/thesis/paperlist?year=${newest.year}&volume=${newest.volumes[0]!.volume}`);
  await expect(page.getByRole('alert')).toContainText('Failed to fetch Thesis');
  await page.unroute('**/api/thesisDataListing');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('a thesis opens from its card with its record, PDF and citations', async ({ page, request }) => {
  const newest = (await thesisYears(request)).at(-1)!;
  const first = (await volumePage(request, newest.year, newest.volumes[0]!.volume)).papersList[0]!;
  const { thesis } = await apiCall(request, '/thesisDetails', { paperid: first.id });

  await page.goto(`/thesis/paperlist?year=${newest.year}&volume=${newest.volumes[0]!.volume}`);
  await page.getByRole('main').getByRole('article').first().getByRole('link', { name: 'References' }).click();
  await expect(page).toHaveURL(
    `${baseUrl}/thesis/paper-details?paperid=${first.id}&papertitle=${slug(first.title)}&section=References`,
  );
  await expect(page.getByRole('heading', { level: 1, name: thesis.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'References' })).toBeInViewport();
  for (const [term, value] of [
    ['Degree:', thesis.degree],
    ['Institution:', thesis.institution],
    ['Supervisor:', thesis.supervisor],
  ]) {
    await expect(page.locator('dt', { hasText: term! }).locator('+ dd')).toHaveText(value!);
  }
  await expect(page.getByRole('region', { name: 'References' }).getByRole('listitem')).toHaveCount(
    thesis.references.split('\n').filter(Boolean).length,
  );
  await expect(page).toHaveTitle(`${thesis.title} | International Journal of Computing Research and Innovation`);

  const pdf = page.getByRole('link', { name: 'Download PDF' });
  await expect(pdf).toHaveAttribute('href', thesis.paper_url);
  const file = await request.get(`${baseUrl}${thesis.paper_url}`);
  expect(file.headers()['content-type']).toContain('application/pdf');
  await expect(page.getByRole('link', { name: /Google/ })).toHaveAttribute(
    'href',
    `https://www.google.com/search?q=${encodeURIComponent(thesis.title)}`,
  );

  const cite = page.getByRole('region', { name: 'Cite this article' });
  await expect(cite).toContainText(`(${thesis.year}). ${thesis.title}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    cite.getByRole('link', { name: 'Download BibTeX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.bib$/);
  const bibtex = await readFile(await download.path(), 'utf8');
  expect(bibtex).toMatch(/^@(masters|phd)thesis\{/);
  expect(bibtex).toContain(`title = {${thesis.title}}`);
});

test('a wrong title slug is replaced by the canonical one; unknown and hostile ids say Thesis Not Found', async ({
  page,
  request,
}) => {
  const newest = (await thesisYears(request)).at(-1)!;
  const first = (await volumePage(request, newest.year, newest.volumes[0]!.volume)).papersList[0]!;
  await page.goto(`/thesis/paper-details?paperid=${first.id}&papertitle=an-old-title`);
  await expect(page).toHaveURL(`${baseUrl}/thesis/paper-details?paperid=${first.id}&papertitle=${slug(first.title)}`);
  await page.goBack();
  await expect(page).not.toHaveURL(/an-old-title/);

  for (const paperid of ['2147483000', 'abc', '1%20OR%201%3D1', '']) {
    await page.goto(`/thesis/paper-details?paperid=${paperid}&papertitle=x`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thesis Not Found' })).toBeVisible();
  }
});

test('the thesis publication page explains the service with the journal’s charges', async ({ page }) => {
  await page.goto('/publications');
  await expect(page.getByRole('heading', { level: 1, name: 'Thesis Publication' })).toBeVisible();
  for (const heading of [
    'Who may submit',
    'Eligibility',
    'Formatting',
    'Process and timeline',
    'Charges',
    'DOI and indexing',
    'How to submit through the EMS',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Thesis publication charges' })).toContainText('Rs 1400 plus 18% GST');
  await expect(page).toHaveTitle('Thesis Publication | International Journal of Computing Research and Innovation');
  await page.getByRole('link', { name: 'Thesis Archives' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thesis Archives' })).toBeVisible();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
