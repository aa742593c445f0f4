import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { apiCall } from '../support/journalApi.ts';
import { siteUnderTest } from '../support/env.ts';
import { axeRuleViolations, describeViolations } from '../support/axe.ts';
import { importPackage, repo } from '../support/importPackage.ts';

/**
 * A retraction and the article it retracts, imported with `npm run import` into the running site: both
 * pages say so and link each other, the retracted article's banner is an alert with enough contrast,
 * and the two accessibility fixes of the design system hold on a page that has them: the ORCID "iD"
 * mark's contrast and the footer's target sizes. The article is the PLOS ONE corpus article (2014,
 * which no other spec reads); the notice is the correction fixture derived from the corpus article
 * ijm-00202, retyped as a retraction of it (the fixture says so).
 */

test.skip(Boolean(siteUnderTest), 'imports into the database of the site this run starts');

const ARTICLE_DOI = '10.1371/journal.pone.0091296';
const NOTICE_DOI = '10.34196/ijm.00202.retr1';
const ARTICLE_TITLE = 'The Influence of Fisher Knowledge on the Susceptibility of Reef Fish Aggregations to Fishing';
const NOTICE_TITLE = `Retraction: ${ARTICLE_TITLE}`;

function retractionFile(): string {
  const xml = readFileSync(path.join(repo, 'api/src/jats/fixtures/correction-ijm-00202.xml'), 'utf8')
    .replace('article-type="correction"', 'article-type="retraction"')
    .replace('10.34196/ijm.00202.corr1', NOTICE_DOI)
    .replace('<subject>Correction</subject>', '<subject>Retraction</subject>')
    .replace(/<article-title>Correction: [^<]*/, `<article-title>${NOTICE_TITLE}`)
    .replace(
      /<related-article [^]*<\/related-article>/,
      `<related-article related-article-type="retracted-article" ext-link-type="uri" xlink:href="info:doi/${ARTICLE_DOI}"/>`,
    );
  const file = path.join(process.env.JOURNAL_E2E_RUN_DIR!, 'retraction-notice.xml');
  writeFileSync(file, xml);
  return file;
}

async function paperIdOf(request: APIRequestContext, doi: string): Promise<number> {
  const { papersList } = await apiCall(request, '/searchArchive', { search: doi });
  const paper = papersList.find((p) => p.paper_doi.toLowerCase() === doi.toLowerCase());
  expect(paper, `${doi} is searchable`).toBeDefined();
  return paper!.paper_id;
}

test('a retracted article and its retraction notice show and link each other, accessibly', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const input of [path.join(repo, 'api/test-corpus/plos-pone.0091296'), retractionFile()]) {
    const imported = importPackage(input);
    expect(imported.ok, imported.output).toBe(true);
  }

  await page.goto(`/archives/paper-details?paperid=${await paperIdOf(request, ARTICLE_DOI)}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Retracted article' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText(`This article has been retracted: see ${NOTICE_TITLE}`);
  const banners = await axeRuleViolations(page, ['color-contrast'], ['[role="alert"]']);
  expect(banners, describeViolations('the retraction banner', banners)).toEqual([]);

  await alert.getByRole('link', { name: NOTICE_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: NOTICE_TITLE })).toBeVisible();
  const note = page.getByRole('note').filter({ hasText: 'This is a retraction of:' });
  await expect(note.getByRole('link', { name: ARTICLE_TITLE })).toBeVisible();

  // The notice's authors have ORCID iDs: their marks and the footer's links are what axe reported.
  const authors = page.getByRole('list', { name: 'Authors' });
  await expect(authors.getByRole('link', { name: /^iD \d{4}-.*, ORCID iD of / })).toHaveCount(2);
  // The footer is drawn after the first screen (LazyFooter).
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const fixed = await axeRuleViolations(
    page,
    ['color-contrast', 'target-size', 'label-content-name-mismatch'],
    ['ul[aria-label="Authors"]', 'footer'],
  );
  expect(fixed, describeViolations('ORCID marks and footer', fixed)).toEqual([]);
  // Every footer link is at least 24 by 24 px itself (WCAG 2.2, 2.5.8), not only spaced from the next one.
  const small: string[] = [];
  for (const link of await page.locator('footer a').all()) {
    const box = await link.boundingBox();
    if (!box || box.width < 24 || box.height < 24) small.push(`${await link.textContent()} ${JSON.stringify(box)}`);
  }
  expect(small).toEqual([]);
});
