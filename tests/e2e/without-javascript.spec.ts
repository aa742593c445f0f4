import { expect, test } from '@playwright/test';

/**
 * A reader (or crawler) without JavaScript gets the navbar's and the footer's links in the first HTML
 * and can move around the site with them.
 */
test.use({ javaScriptEnabled: false });

test('without JavaScript the first HTML has the navbar and footer links, and they lead to pages', async ({
  page,
  request,
}) => {
  const { latestIssue } = (await (await request.get('/remotes.json')).json()) as {
    latestIssue: { year: number; volume: number; issue: number };
  };

  await page.goto('/blogs');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of [
    'Home',
    'Archives',
    'Blog',
    'Contact Us',
    'Editorial Board',
    'Published Conferences',
    'Aim and Scope',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Current Issue', exact: true })).toHaveAttribute(
    'href',
    `/current-issue/paperlist?year=${latestIssue.year}&volume=${latestIssue.volume}&issue=${latestIssue.issue}`,
  );
  const footer = page.getByRole('contentinfo');
  for (const name of ['Instructions for Authors', 'Privacy Policy', 'Terms and Conditions', 'FAQs']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await nav.getByRole('link', { name: 'Archives', exact: true }).first().click();
  await expect(page).toHaveURL(/\/archives$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
  await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test('without JavaScript the navbar search leads to a page of results, the next page and a paper', async ({ page }) => {
  await page.goto('/blogs');
  const form = page.getByRole('search', { name: 'Search the journal' });
  await form.getByRole('searchbox', { name: 'Search the journal' }).fill('data');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=data$/);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByText(/^\d+ results for “data”, page 1 of \d+\.$/)).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(20);

  await results.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/search\?q=data&page=2$/);
  await expect(results.getByText(/, page 2 of \d+\.$/)).toBeVisible();

  const first = results.getByRole('listitem').first().getByRole('link').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/paper-details\?paperid=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
