import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { axeViolations, describeViolations, isFailing } from '../support/axe.ts';
import { apiCall } from '../support/journalApi.ts';
import { siteUnderTest } from '../support/env.ts';
import { importPackage, repo } from '../support/importPackage.ts';

/**
 * A real F1000Research article, published continuously (no <issue>) with the numeric article number
 * 1655 (docs/content.md, "Continuous publication"), imported into the running site as it is: Volume 7
 * of 2018, a volume and year no other spec reads. Readers find it from the archive index through its
 * volume, see its article number (never a page) and a citation without an issue.
 */

const article = path.join(repo, 'api/test-corpus/f1000-7-1655');
const doi = '10.12688/f1000research.16460.1';

test.skip(Boolean(siteUnderTest), 'imports into the database of the site this run starts');

test('a continuously published article is found through its volume, with its article number and a citation without an issue', async ({
  page,
  request,
}) => {
  // The import starts npm and tsx and typesets the PDF on a shared two-core machine.
  test.setTimeout(90_000);
  const imported = importPackage(article);
  expect(imported.ok, imported.output).toBe(true);
  expect(imported.output).toMatch(/as IJCRI-2018-V7-\d{3}, article number 1655/);
  const { papersList } = await apiCall(request, '/searchArchive', { search: doi });
  const title = papersList.find((paper) => paper.paper_doi === doi)!.paper_title;

  // The archive index names the volume, and its continuous articles, never an "Issue 0".
  await page.goto('/archives');
  await page.getByRole('link', { name: 'Articles, Volume 7 (2018)' }).click();
  await expect(page).toHaveURL(/\/archives\/paperlist\?year=2018&volume=7&issue=0/);
  await expect(page.getByRole('heading', { level: 1, name: 'Volume 7 (2018)' })).toBeVisible();
  await expect(page).toHaveTitle(/^2018, Volume 7 \| /);
  await expect(page.getByText('Issue 0')).toHaveCount(0);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Article number:')).toBeVisible();
  await expect(card.getByText('1655', { exact: true })).toBeVisible();
  await expect(card.getByText('Pages:')).toHaveCount(0);

  // The paper page: its article number, its volume in the breadcrumb, a citation without an issue.
  await card.getByRole('heading', { name: title }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const facts = page.locator('dl').filter({ hasText: 'Article number' }).first();
  await expect(facts.locator('dt', { hasText: 'Article number' }).locator('+ dd')).toHaveText('1655');
  await expect(facts.locator('dt', { hasText: /^Pages/ })).toHaveCount(0);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Volume 7 (2018)' })).toBeVisible();
  const citation = page.locator('#cite-this-article');
  await expect(citation).toContainText('International Journal of Computing Research and Innovation, 7, Article 1655.');
  await expect(citation).toContainText('vol. 7, Art. no. 1655');
  await expect(citation).not.toContainText('7(');
  // The head tags are drawn after the first screen (DeferredHead): the first page's, then no issue.
  await expect(page.locator('meta[name="citation_firstpage"]')).toHaveAttribute('content', '1655');
  await expect(page.locator('meta[name="citation_issue"]')).toHaveCount(0);

  const violations = await axeViolations(page);
  expect(violations.filter(isFailing), describeViolations('the paper page', violations)).toEqual([]);
});
