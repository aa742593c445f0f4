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
