import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { apiPort, baseUrl, portOffset, remotePorts } from '../support/env.ts';
import { apiCall } from '../support/journalApi.ts';
import { waitForPageContent } from '../support/pageReady.ts';
import { startSiteServer } from '../support/servers.ts';

/**
 * The shell around every page: navigation (desktop bar and mobile menu), side panel, footer with
 * the newsletter, 404, scrolling, the chat box and the downloadable documents, at 1280 and 375 pixels.
 */

/** A port no other spec uses, for a second site server with its own runtime settings. */
const settingsSitePort = 8189 + portOffset;

async function editorialSystemUrl(page: Page): Promise<string> {
  const response = await page.request.get(`${baseUrl}/remotes.json`);
  return ((await response.json()) as { settings: { editorialSystemUrl: string } }).settings.editorialSystemUrl;
}

function withJournal(url: string, journal: number): string {
  const address = new URL(url);
  address.searchParams.set('journal', String(journal));
  return address.toString();
}

test.describe('at 1280 pixels', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the desktop bar shows the main entries and dropdowns open on hover and click, and close again', async ({
    page,
  }) => {
    // The app's scripts wait until the pointer is on the bar: a reader can hover the first HTML's menus
    // before the app has hydrated them (docs/architecture.md, "The first HTML"), and the dropdown must
    // open then and stay open once the app runs, though no new mouseenter comes.
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
    const bar = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Current Issue', 'Archives', 'Blog', 'Contact Us'])
      await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['About Us', 'For Authors', 'Conference', 'Thesis'])
      await expect(bar.getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('banner').locator('summary', { hasText: 'Menu' })).toBeHidden();

    const aboutUs = bar.getByRole('button', { name: 'About Us' });
    await aboutUs.hover();
    await expect(bar.getByRole('link', { name: 'Journal Particulars' })).toBeVisible();
    releaseScripts();
    // The app runs (Menu announces its dialog) and has taken over the open dropdown.
    await expect(page.getByRole('banner').locator('summary[aria-haspopup="dialog"]')).toHaveCount(1);
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('link', { name: 'Journal Particulars' })).toBeVisible();
    await page.mouse.move(640, 700); // the pointer leaves the menu
    await expect(bar.getByRole('link', { name: 'Journal Particulars' })).toBeHidden();

    const forAuthors = bar.getByRole('button', { name: 'For Authors' });
    await forAuthors.click();
    await expect(forAuthors).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('link', { name: 'Article Status' })).toHaveAttribute('href', '/paper-status');
    await page.keyboard.press('Escape');
    await expect(forAuthors).toHaveAttribute('aria-expanded', 'false');
    await expect(forAuthors).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(bar.getByRole('link', { name: 'Journal Publishing Process' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(bar.getByRole('link', { name: 'Topics', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseUrl}/topics`);
    await expect(forAuthors).toHaveAttribute('aria-expanded', 'false');

    const conference = bar.getByRole('button', { name: 'Conference' });
    await conference.click();
    await expect(bar.getByRole('link', { name: 'Apply for Collaboration' })).toHaveAttribute(
      'href',
      '/conference-procedings',
    );
    await page.mouse.click(640, 850); // a click outside (the pointer also leaves)
    await expect(conference).toHaveAttribute('aria-expanded', 'false');
  });

  test('Current Issue leads to the latest issue from the first paint of a fresh home page, as /current-issue names it', async ({
    page,
  }) => {
    const { archives } = await apiCall(page.request, '/archiveYearListing');
    // The latest issue: the newest year, its highest volume, that volume's highest issue.
    const newest = archives.reduce((a, b) => (b.year > a.year ? b : a));
    const volume = newest.volumes.reduce((a, b) => (b.volume > a.volume ? b : a));
    const latest = { year: newest.year, volume: volume.volume, issue: Math.max(...volume.issue) };
    const expected = `/current-issue/paperlist?year=${latest.year}&volume=${latest.volume}&issue=${latest.issue}`;

    await page.goto('/');
    const currentIssue = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Current Issue' });
    await expect(currentIssue).toHaveAttribute('href', expected);
    await currentIssue.click();
    // Clicked in the first HTML's header (a page load) or the app's (a move inside it); the list then
    // names its page in the address (&page=1) once the app runs.
    await expect(page).toHaveURL(new RegExp(`^${`${baseUrl}${expected}`.replace(/[.?]/g, '\\$&')}(&page=1)?$`));
    await expect(page.getByRole('main')).toContainText(`Volume ${latest.volume}, Issue ${latest.issue}`);

    // /current-issue calls the same issue the latest, and the home page's card leads there too.
    await page.goto('/current-issue');
    await expect(page.getByRole('main')).toContainText(`Volume ${latest.volume}, Issue ${latest.issue}`);
    await expect(currentIssue).toHaveAttribute('href', expected);
    await page.goto('/');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Current Issue/ })
        .first(),
    ).toHaveAttribute('href', expected);
  });

  test('Author Login and Submit open the editorial system in a new tab with the journal identifier', async ({
    page,
    context,
  }) => {
    const base = await editorialSystemUrl(page);
    await page.route(`${new URL(base).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Editorial system</title>' }),
    );
    await page.goto('/aim-and-scope');
    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Author Login/ });
    await expect(login).toHaveAttribute('href', withJournal(base, 6));
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', /noopener/);

    const submit = page
      .getByRole('complementary', { name: 'Journal shortcuts' })
      .getByRole('link', { name: /^Submit/ });
    await expect(submit).toHaveAttribute('href', withJournal(base, 6));
    await context.route(`${new URL(base).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Editorial system</title>' }),
    );
    const [opened] = await Promise.all([context.waitForEvent('page'), submit.click()]);
    await expect(opened).toHaveURL(withJournal(base, 6));
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(`${baseUrl}/aim-and-scope`);
  });

  test('the editorial system address is runtime configuration of the site server', async ({ page }) => {
    const site = await startSiteServer(settingsSitePort, {
      API_URL: `http://localhost:${apiPort}`,
      REMOTE_ARCHIVES_URL: `http://localhost:${remotePorts.archives}`,
      REMOTE_CONFERENCE_URL: `http://localhost:${remotePorts.conference}`,
      REMOTE_THESIS_URL: `http://localhost:${remotePorts.thesis}`,
      REMOTE_INFO_URL: `http://localhost:${remotePorts.info}`,
      EDITORIAL_SYSTEM_URL: 'https://review.meridian-press.example/ems/login?lang=en',
    });
    try {
      await page.goto(`${site.url}/no-such-page`);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Author Login/ }),
      ).toHaveAttribute('href', 'https://review.meridian-press.example/ems/login?lang=en&journal=6');
    } finally {
      await site.stop();
    }
  });

  test('the side panel has the submit card, Quick Links, the Download card and Policies; the downloads are real files', async ({
    page,
  }) => {
    await page.goto('/aim-and-scope');
    const panel = page.getByRole('complementary', { name: 'Journal shortcuts' });
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText([
      'Ready to Submit?',
      'Quick Links',
      'Download',
      'Policies',
    ]);
    await expect(panel.getByRole('link', { name: 'Copyright, Grants and Ownership Declaration' })).toHaveAttribute(
      'href',
      '/ethics?target=copyright-ownership',
    );

    const docx = await page.request.get(
      (await panel.getByRole('link', { name: 'Manuscript Template (DOCX)' }).getAttribute('href')) ?? '',
    );
    expect(docx.status()).toBe(200);
    const docxBytes = await docx.body();
    expect(docxBytes.subarray(0, 2).toString()).toBe('PK'); // a zip container, as every .docx is
    expect(docxBytes.includes('word/document.xml')).toBe(true);

    const pdf = await page.request.get(
      (await panel.getByRole('link', { name: 'Copyright Form (PDF)' }).getAttribute('href')) ?? '',
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const pdfBytes = await pdf.body();
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfBytes.includes('/AcroForm')).toBe(true); // fields to fill in
  });

  test('the contact page shows only the submit card; the privacy, terms and refund pages are full width', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await expect(
      page.getByRole('complementary', { name: 'Journal shortcuts' }).getByRole('heading', { level: 2 }),
    ).toHaveText(['Ready to Submit?']);
    for (const path of ['/privacy-policy', '/terms-and-conditions', '/refund-policy']) {
      await page.goto(path);
      // The section's own heading (data-section), not the server summary's shown before it.
      await expect(page.locator('[data-section]').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Journal shortcuts' })).toHaveCount(0);
      const mainWidth = await page.locator('main').evaluate((main) => main.getBoundingClientRect().width);
      expect(mainWidth).toBeGreaterThan(1100);
    }
  });

  test('on /archives a side list taller than 30% of the main column becomes a dropdown, measured again when the column grows', async ({
    page,
  }) => {
    await page.goto('/archives');
    await expect(page.locator('[data-section]').getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Journal shortcuts' });
    const quickLinks = panel.getByRole('region', { name: 'Quick Links' });
    const ratio = async () =>
      page.evaluate(() => {
        const list = document.querySelector('aside section ul[aria-hidden="true"]')!.getBoundingClientRect().height;
        return list / document.getElementById('main')!.getBoundingClientRect().height;
      });
    expect(await ratio()).toBeGreaterThan(0.3);
    const chooser = quickLinks.getByRole('button', { name: /Quick Links/ });
    await expect(chooser).toHaveText('Choose a page');
    await chooser.click();
    await quickLinks.getByRole('link', { name: 'Call for Papers' }).click();
    await expect(page).toHaveURL(`${baseUrl}/call-for-papers`);

    await page.goto('/archives');
    await expect(page.locator('[data-section]').getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
    await page.locator('main').evaluate((main) => {
      const filler = document.createElement('div');
      filler.style.height = '4000px';
      main.append(filler);
    });
    await expect(quickLinks.getByRole('button')).toHaveCount(0);
    await expect(quickLinks.getByRole('link', { name: 'Call for Papers' })).toBeVisible();
    expect(await ratio()).toBeLessThanOrEqual(0.3);
  });

  test('the footer: contact, guidelines, policies, social links, copyright of this year and the licence', async ({
    page,
  }) => {
    await page.goto('/aim-and-scope');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'editor@ijcri.org' })).toHaveAttribute(
      'href',
      'mailto:editor@ijcri.org',
    );
    await expect(
      footer.getByRole('navigation', { name: 'Guidelines' }).getByRole('link', { name: 'Instructions for Authors' }),
    ).toHaveAttribute('href', '/instruction-for-author');
    await expect(
      footer.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} International Journal of Computing Research and Innovation`,
    );
    await expect(footer.getByRole('link', { name: /Creative Commons Attribution 4.0 International/ })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });

  test('Join records the newsletter subscription, confirms it and clears the box; a refusal keeps the address', async ({
    page,
  }) => {
    await page.goto('/aim-and-scope');
    const footer = page.getByRole('contentinfo');
    const box = footer.getByRole('textbox', { name: /journal news by email/ });
    await expect(box).toHaveAttribute('type', 'email');

    await box.fill('not-an-address');
    await footer.getByRole('button', { name: 'Join' }).click();
    await expect(footer.getByRole('alert')).toHaveText(
      'Please enter a valid email address, for example name@university.edu.',
    );
    await expect(box).toHaveValue('not-an-address');

    const address = `reader.${Date.now()}@university.edu`;
    await box.fill(address);
    const [call] = await Promise.all([
      page.waitForResponse('**/api/newsletterSubscribe'),
      footer.getByRole('button', { name: 'Join' }).click(),
    ]);
    // Double opt-in: 202, a confirmation link is mailed (docs/api.md).
    expect(call.status()).toBe(202);
    expect(call.request().postDataJSON()).toEqual({ email: address });
    await expect(footer.getByRole('status')).toHaveText((await call.json()).message);
    await expect(box).toHaveValue('');

    await page.route('**/api/newsletterSubscribe', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests: please try again in 10 minutes.' }),
      }),
    );
    await box.fill('second.reader@university.edu');
    await footer.getByRole('button', { name: 'Join' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Too many requests: please try again in 10 minutes.');
    await expect(box).toHaveValue('second.reader@university.edu');
  });

  test('an unknown address answers 404 with the Page Not Found screen and a way home', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("Sorry, the page you're looking for doesn't exist")).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | International Journal of Computing Research and Innovation');
    // The app's own page, not the server's summary it replaces: a press on the summary's link as it is
    // replaced ends on another node, and the browser then clicks nothing.
    await waitForPageContent(page);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(`${baseUrl}/`);
    await expect(page).not.toHaveTitle(/Page Not Found/);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  });

  test('the scroll-to-top button appears after scrolling, and a new page starts at its top', async ({ page }) => {
    await page.goto('/aim-and-scope');
    // the page (not its server summary) is there to scroll
    await expect(page.locator('[data-section]').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(`${baseUrl}/refund-policy`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the chat box loads after the page and sends a message to the editorial office', async ({ page }) => {
    await page.goto('/aim-and-scope');
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeVisible({ timeout: 10_000 });
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Message the editorial office' });
    await chat.getByRole('textbox', { name: 'Your name' }).fill('Rohan Mehta');
    await chat.getByRole('textbox', { name: 'Your email' }).fill('rohan.mehta@university.edu');
    await chat.getByRole('combobox', { name: 'Topic' }).selectOption('Article processing charges');
    await chat
      .getByRole('textbox', { name: 'Message' })
      .fill('Does the APC of an international author include the DOI registration?');
    const [call] = await Promise.all([
      page.waitForResponse('**/api/contactUs'),
      chat.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(call.status()).toBe(201);
    const answer = (await call.json()) as { message: string; id: number };
    expect(call.request().postDataJSON()).toMatchObject({
      subject: 'Website chat: Article processing charges',
      name: 'Rohan Mehta',
    });
    await expect(chat.getByRole('status')).toHaveText(`${answer.message} Your reference number is ${answer.id}.`);
    await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});

test.describe('at 375 pixels', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the bar holds the logo, Login and Menu; the side panel is hidden and nothing overflows sideways', async ({
    page,
  }) => {
    const base = await editorialSystemUrl(page);
    await page.goto('/aim-and-scope');
    await expect(page.getByRole('link', { name: /home page/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Login/ })).toHaveAttribute('href', withJournal(base, 6));
    await expect(page.getByRole('banner').locator('summary', { hasText: 'Menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Journal shortcuts' })).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Join' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('Menu opens a full-screen menu with the same entries, keeps focus inside and closes again', async ({ page }) => {
    await page.goto('/aim-and-scope');
    // Before the app runs Menu opens its plain list of links instead (first-html.spec.ts).
    await waitForPageContent(page);
    const menuButton = page.getByRole('banner').locator('summary', { hasText: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
    for (const name of ['Home', 'Current Issue', 'Archives', 'Blogs', 'Contact Us'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['About Us', 'For Authors', 'Conference', 'Thesis'])
      await expect(menu.getByRole('button', { name })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'About Us' })).toHaveAttribute('aria-expanded', 'true'); // it holds the current page
    await expect(menu.getByRole('link', { name: 'Aim and Scope' })).toHaveAttribute('aria-current', 'page');

    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('button', { name: 'Conference' }).click();
    await menu.getByRole('link', { name: 'Published Conferences' }).click();
    await expect(page).toHaveURL(`${baseUrl}/conference`);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the 404 page fits the small screen', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
