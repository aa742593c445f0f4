import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { readFile } from 'node:fs/promises';
import { baseUrl } from '../support/env.ts';
import { apiCall } from '../support/journalApi.ts';
import { journal } from '@journal/shared/journal';
import type { ArchivePaperListingAnswer, ArchiveYear } from '@journal/shared/contract';

/**
 * The archives and current issue as a reader uses them, on the built, composed site: the index,
 * an issue's paper list (pagination, volume and issue strips, search and clear, share), paper
 * details (sections, slug, citation) and hostile addresses. Expected values come from the API the
 * site itself talks to, never from constants.
 */

type PaperPage = ArchivePaperListingAnswer;
interface Issue {
  year: number;
  volume: number;
  issue: number;
}

async function archiveYears(request: APIRequestContext): Promise<ArchiveYear[]> {
  return (await apiCall(request, '/archiveYearListing')).archives;
}

function issuePage(request: APIRequestContext, issue: Issue, page = 1): Promise<PaperPage> {
  return apiCall(request, '/archivePaperListing', { ...issue, page, per_page: 5 });
}

/** An issue whose papers fill more than one page (the list pages must have one to test pagination). */
async function pagedIssue(request: APIRequestContext): Promise<{ issue: Issue; first: PaperPage }> {
  const years = await archiveYears(request);
  for (const year of [...years].reverse()) {
    for (const volume of year.volumes) {
      for (const number of volume.issue) {
        const issue = { year: year.year, volume: volume.volume, issue: number };
        const first = await issuePage(request, issue);
        if (first.total_pages > 1) return { issue, first };
      }
    }
  }
  throw new Error('The seeded archive has no issue with more than one page of papers.');
}

const listPath = (base: string, issue: Issue) =>
  `/${base}/paperlist?year=${issue.year}&volume=${issue.volume}&issue=${issue.issue}`;
const heading = (issue: Issue) => `Volume ${issue.volume}, Issue ${issue.issue} (${issue.year})`;
const slug = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('the archive index lists the years newest first and opens an issue with its papers', async ({ page, request }) => {
  const years = await archiveYears(request);
  const newestFirst = [...years].reverse();
  await page.goto('/archives');
  await expect(page.getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
  const yearHeadings = page.getByRole('list', { name: 'Years' }).getByRole('heading', { level: 2 });
  await expect(yearHeadings).toHaveText(newestFirst.map((year) => String(year.year)));

  const chosen = { year: newestFirst[1]!.year, volume: newestFirst[1]!.volumes[0]!.volume, issue: 2 };
  const expected = await issuePage(request, chosen);
  await page.getByRole('link', { name: `Issue 2, Volume ${chosen.volume} (${chosen.year})` }).click();
  await expect(page).toHaveURL(`${listPath('archives', chosen)}&page=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(chosen));
  await expect(page).toHaveTitle(`${chosen.year}, Volume ${chosen.volume}, Issue 2 | ${journal.name}`);
  await expect(cards(page).getByRole('heading')).toHaveText(expected.papersList.map((paper) => paper.paper_title));
  const firstCard = cards(page).first();
  // Counted figures (docs/discoverability.md, "Usage counts"); the journal has no citation count to show.
  await expect(firstCard.getByText(/^[\d,]+ Views?$/)).toBeVisible();
  await expect(firstCard.getByText(/^[\d,]+ Downloads?$/)).toBeVisible();
  await expect(firstCard.getByText(/CrossRef Citations/)).toHaveCount(0);
  await expect(firstCard.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    expected.papersList[0]!.paper_url,
  );
});

test('pagination shows at most five numbers, moves between pages and keeps the page in the address', async ({
  page,
  request,
}) => {
  const { issue, first } = await pagedIssue(request);
  const second = await issuePage(request, issue, 2);
  await page.goto(listPath('archives', issue));
  await expect(page).toHaveURL(`${listPath('archives', issue)}&page=1`);
  await expect(cards(page).getByRole('heading')).toHaveText(first.papersList.map((paper) => paper.paper_title));

  const pager = page.getByRole('navigation', { name: `Pages of ${heading(issue)}` });
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.min(5, first.total_pages));
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${listPath('archives', issue)}&page=2`);
  await expect(cards(page).getByRole('heading')).toHaveText(second.papersList.map((paper) => paper.paper_title));
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Reloading the address shows the same page: the page lives in the address bar.
  await page.reload();
  await expect(cards(page).getByRole('heading')).toHaveText(second.papersList.map((paper) => paper.paper_title));
});

test('paging an issue keeps the cards on screen, marked busy, until the next page arrives', async ({
  page,
  request,
}) => {
  const { issue, first } = await pagedIssue(request);
  const second = await issuePage(request, issue, 2);
  // The next page's answer is slow: the list must hold still while it is on its way.
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/archivePaperListing', async (route) => {
    const payload = route.request().postDataJSON() as { page?: number };
    if (payload.page === 2) await answered;
    await route.continue();
  });
  await page.goto(listPath('archives', issue));
  await expect(cards(page).getByRole('heading')).toHaveText(first.papersList.map((paper) => paper.paper_title));

  // Every change to the main column records how many cards it holds: the fewest must never be 0.
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const counts: number[] = [];
    (window as unknown as { cardCounts: number[] }).cardCounts = counts;
    new MutationObserver(() => counts.push(main.querySelectorAll('article').length)).observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  });
  const pager = page.getByRole('navigation', { name: `Pages of ${heading(issue)}` });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${listPath('archives', issue)}&page=2`);
  const region = page.locator('[aria-busy]').filter({ has: pager });
  await expect(region).toHaveAttribute('aria-busy', 'true');
  await expect(cards(page)).toHaveCount(first.papersList.length);

  release();
  await expect(cards(page).getByRole('heading')).toHaveText(second.papersList.map((paper) => paper.paper_title));
  await expect(region).toHaveAttribute('aria-busy', 'false');
  const counts = await page.evaluate(() => (window as unknown as { cardCounts: number[] }).cardCounts);
  expect(counts.length, 'the list changed').toBeGreaterThan(0);
  expect(Math.min(...counts), 'the fewest cards on screen between the pages').toBeGreaterThan(0);
});

test('each page is a history entry: Back shows the page before, where the reader left it, then the index', async ({
  page,
  request,
}) => {
  const { issue, first } = await pagedIssue(request);
  const second = await issuePage(request, issue, 2);
  const titles = (answer: PaperPage) => answer.papersList.map((paper) => paper.paper_title);
  // A short window, so the list is taller than it and there is a position to come back to.
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/archives');
  await page.getByRole('link', { name: `Issue ${issue.issue}, Volume ${issue.volume} (${issue.year})` }).click();
  await expect(cards(page).getByRole('heading')).toHaveText(titles(first));

  // The reader reads down the list to the pager and goes on to page 2; where they stood at that click is
  // where Back must bring them.
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => ((window as unknown as { leftAt: number }).leftAt = Math.round(window.scrollY)),
      { capture: true, once: true },
    );
    window.scrollTo({
      top: Math.round((document.documentElement.scrollHeight - window.innerHeight) * 0.66),
      behavior: 'instant',
    });
  });
  await page
    .getByRole('navigation', { name: `Pages of ${heading(issue)}` })
    .getByRole('button', { name: 'Page 2' })
    .click();
  const left = await page.evaluate(() => (window as unknown as { leftAt: number }).leftAt);
  expect(left).toBeGreaterThan(0);
  await expect(page).toHaveURL(`${listPath('archives', issue)}&page=2`);
  await expect(cards(page).getByRole('heading')).toHaveText(titles(second));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(left);

  await page.goBack();
  await expect(page).toHaveURL(`${listPath('archives', issue)}&page=1`);
  await expect(cards(page).getByRole('heading')).toHaveText(titles(first));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);

  await page.goForward();
  await expect(cards(page).getByRole('heading')).toHaveText(titles(second));
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/archives');
  await expect(page.getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
});

test('choosing a volume keeps the issue and starts at page 1; the issue strip keeps the volume', async ({
  page,
  request,
}) => {
  const years = await archiveYears(request);
  const [older, newer] = years.filter((year) => year.volumes[0]!.issue.includes(3)).slice(-2);
  const start = { year: older!.year, volume: older!.volumes[0]!.volume, issue: 3 };
  await page.goto(`${listPath('archives', start)}&page=2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(start));

  await page
    .getByRole('group', { name: 'Volume' })
    .getByRole('link', { name: `Volume ${newer!.volumes[0]!.volume}, (${newer!.year})` })
    .click();
  const moved = { year: newer!.year, volume: newer!.volumes[0]!.volume, issue: 3 };
  await expect(page).toHaveURL(`${listPath('archives', moved)}&page=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(moved));

  await page.getByRole('button', { name: 'Previous Issue' }).click();
  await expect(page).toHaveURL(`${listPath('archives', { ...moved, issue: 2 })}&page=1`);
  await expect(page.getByRole('group', { name: 'Issue' }).getByRole('link', { name: 'Issue 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('link', { name: 'See all volumes' }).click();
  await expect(page).toHaveURL('/archives');
});

test('search replaces the list until Clear, empties the box and hides pagination', async ({ page, request }) => {
  const { issue, first } = await pagedIssue(request);
  const word = first.papersList[0]!.paper_title.split(/[^A-Za-z]+/).find((candidate) => candidate.length > 6)!;
  const results = await apiCall(request, '/searchArchive', { search: word, page: 1, per_page: 100 });
  await page.goto(listPath('archives', issue));
  await expect(cards(page)).toHaveCount(first.papersList.length);

  const box = page.getByRole('combobox', { name: 'Search papers' });
  await expect(box).toHaveAttribute('placeholder', 'Search by Paper ID, Paper Name');
  await box.fill(`   ${word}   `);
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: `Search results for “${word}”` })).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText(results.papersList.map((paper) => paper.paper_title));
  await expect(box).toHaveValue('');
  await expect(page.getByRole('navigation', { name: /^Pages of/ })).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText(first.papersList.map((paper) => paper.paper_title));
  await expect(page.getByRole('navigation', { name: `Pages of ${heading(issue)}` })).toBeVisible();

  await box.fill('zzqxj nonexistent topic');
  await box.press('Enter');
  await expect(page.getByText('No Paper Found')).toBeVisible();
});

test('a search matching more than a page of papers says how many, and leads to the site search for them all', async ({
  page,
  request,
}) => {
  const word = 'data';
  const results = await apiCall(request, '/searchArchive', { search: word, page: 1, per_page: 100 });
  expect(results.total_items, `the seeded archive has more than 100 papers on “${word}”`).toBeGreaterThan(100);
  const { issue } = await pagedIssue(request);
  await page.goto(listPath('archives', issue));
  const box = page.getByRole('combobox', { name: 'Search papers' });
  await box.fill(word);
  await box.press('Enter');
  await expect(cards(page)).toHaveCount(100);
  await expect(
    page.getByText(`${results.total_items.toLocaleString('en')} papers found across all issues, the first 100 shown.`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See them all in Search' }).click();
  await expect(page).toHaveURL(`/search?q=${word}&kind=paper`);
  await expect(page.getByRole('heading', { name: new RegExp(`^[\\d,]+ results for “${word}”`) })).toBeVisible();
});

test('a card opens the details with the canonical slug, and References opens at the reference list', async ({
  page,
  request,
}) => {
  const { issue, first } = await pagedIssue(request);
  const paper = first.papersList[1]!;
  await page.goto(listPath('current-issue', issue));
  await cards(page).nth(1).getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(
    `/current-issue/paper-details?paperid=${paper.paper_id}&papertitle=${slug(paper.paper_title)}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper.paper_title);
  await expect(page).toHaveTitle(new RegExp(`^${paper.paper_title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await expect(page.getByRole('link', { name: paper.paper_doi })).toHaveAttribute(
    'href',
    `https://doi.org/${paper.paper_doi}`,
  );
  await expect(page.getByRole('link', { name: `Back to ${heading(issue)}` })).toHaveAttribute(
    'href',
    listPath('current-issue', issue),
  );

  await page.goBack();
  await cards(page).nth(1).getByRole('link', { name: 'References' }).click();
  await expect(page).toHaveURL(/&section=References$/);
  const references = page.getByRole('region', { name: 'References' });
  // Lists carry only what a card shows; the references come with the paper's details (docs/api.md).
  const { paperdetails } = await apiCall(request, '/archivePaperNew', {
    paperid: paper.paper_id,
  });
  const expectedCount = paperdetails.references.split('\n').filter((line) => line.trim()).length;
  await expect(references.getByRole('listitem')).toHaveCount(expectedCount);
  await expect(references.getByRole('listitem').first()).toContainText('[1]');
  await expect(references).toBeInViewport();
});

/**
 * Where the element `id` stands in the window (its top, in px) at the first scroll event after `action`
 * that finds it on the page, and once scrolling has come to rest. A smooth scroll reports steps on its
 * way; a jump reports its destination at once. Read from the element, not from `scrollY`: content drawn
 * later above it moves `scrollY` (the browser's scroll anchoring), not the element.
 */
async function scrollAfter(
  page: Page,
  id: string,
  action: () => Promise<void>,
): Promise<{ first: number; final: number }> {
  await page.evaluate((targetId) => {
    const seen: number[] = ((window as unknown as { scrolledTo: number[] }).scrolledTo = []);
    window.addEventListener(
      'scroll',
      () => {
        const target = document.getElementById(targetId);
        if (target) seen.push(Math.round(target.getBoundingClientRect().top));
      },
      { passive: true },
    );
  }, id);
  await action();
  const seen = () => page.evaluate(() => (window as unknown as { scrolledTo: number[] }).scrolledTo);
  await expect.poll(async () => (await seen()).length).toBeGreaterThan(0);
  // At rest: the same place in two reads a quarter of a second apart.
  let final = Number.NaN;
  await expect
    .poll(
      async () => {
        const before = final;
        final = await page.evaluate(
          (targetId) => Math.round(document.getElementById(targetId)!.getBoundingClientRect().top),
          id,
        );
        return final === before;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return { first: (await seen())[0]!, final };
}

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`pagination takes the reader to the list ${motion === 'reduce' ? 'at once when they asked for reduced motion' : 'smoothly'}`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    const { issue, first } = await pagedIssue(request);
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(listPath('archives', issue));
    await expect(cards(page).getByRole('heading')).toHaveText(first.papersList.map((paper) => paper.paper_title));
    // Two frames: the scroll event of this move is sent in the next frame's rendering, before its callbacks,
    // and must not reach the recorder below as the pagination's first step.
    await page.evaluate(async () => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    });

    const steps = await scrollAfter(page, 'main', () =>
      page
        .getByRole('navigation', { name: `Pages of ${heading(issue)}` })
        .getByRole('button', { name: 'Page 2' })
        .click(),
    );
    expect(Math.abs(steps.final), 'the list ends at the top of the window').toBeLessThanOrEqual(2);
    if (motion === 'reduce') expect(steps.first, 'the first scroll lands where scrolling ends').toBe(steps.final);
    else expect(steps.first, 'the first scroll is a step on the way').toBeLessThan(steps.final - 50);
  });
}

// Safari has no CSS scroll anchoring: the browser then leaves a reader's place to the page, which must hold it.
for (const anchoring of [true, false]) {
  const title = 'a card’s References link opens the paper at its references in one move, and they stay in view';
  test(`${title}${anchoring ? '' : ' without the browser’s scroll anchoring'}`, async ({ page, request }) => {
    const { issue } = await pagedIssue(request);
    await page.goto(listPath('current-issue', issue));
    await expect(cards(page).first()).toBeVisible();
    if (!anchoring) {
      // A constructed style sheet: the site's Content-Security-Policy refuses an inline one.
      await page.evaluate(() => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync('* { overflow-anchor: none !important; }');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      });
    }
    const steps = await scrollAfter(page, 'References', () =>
      cards(page).first().getByRole('link', { name: 'References' }).click(),
    );
    await expect(page).toHaveURL(/&section=References$/);
    expect(steps.first, 'the first scroll lands at the references').toBe(steps.final);
    // Still there once what is drawn after the first screen (the full text above them) is drawn.
    await expect(page.getByText('Loading the full text…')).toHaveCount(0);
    await expect(page.locator('#cite-this-article[aria-busy]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'References' })).toBeInViewport();
    const top = await page.evaluate(() =>
      Math.round(document.getElementById('References')!.getBoundingClientRect().top),
    );
    expect(Math.abs(top - steps.final), 'the references have not moved').toBeLessThanOrEqual(1);
  });
}

test('the details page replaces a wrong slug, offers citations and files, and says when a paper does not exist', async ({
  page,
  request,
}) => {
  const { first } = await pagedIssue(request);
  const paper = first.papersList[0]!;
  await page.goto(`/archives/paper-details?paperid=${paper.paper_id}&papertitle=not-the-title&section=FullArticle`);
  await expect(page).toHaveURL(
    `/archives/paper-details?paperid=${paper.paper_id}&papertitle=${slug(paper.paper_title)}&section=FullArticle`,
  );
  await expect(page.getByRole('region', { name: 'Full Article' })).toBeInViewport();

  const cite = page.getByRole('region', { name: 'Cite this article' });
  await expect(cite).toContainText(`(${paper.year}). `);
  await expect(cite).toContainText(`doi: ${paper.paper_doi}.`);
  const downloading = page.waitForEvent('download');
  await cite.getByRole('link', { name: 'Download BibTeX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[a-z]+\d{4}[a-z]+\.bib$/);
  const bibtex = await readFile(await download.path(), 'utf8');
  expect(bibtex).toMatch(/^@article\{/);
  expect(bibtex).toContain(`doi = {${paper.paper_doi}}`);
  expect(bibtex).toContain(`volume = {${paper.volume}}`);

  await page.goto('/archives/paper-details?paperid=987654321&papertitle=missing');
  await expect(page.getByRole('heading', { level: 1, name: 'Paper Not Found' })).toBeVisible();
  await expect(page.getByText('There is no paper with ID 987654321 in the archive.', { exact: false })).toBeVisible();
});

test('the Share button copies the list address and confirms it', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const { issue } = await pagedIssue(request);
  await page.goto(`${listPath('archives', issue)}&page=2`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseUrl}${listPath('archives', issue)}&page=2`,
  );
});

test.describe('hostile addresses never crash a page', () => {
  const toIndex = [
    ['/archives/paperlist?year=abc&volume=1&issue=1', '/archives'],
    ['/archives/paperlist?year=2024&volume=-1&issue=1', '/archives'],
    ['/current-issue/paperlist?year=2024&volume=3&issue=99999999999999999999999', '/current-issue'],
    ['/current-issue/paperlist?year=2024&volume=3', '/current-issue'],
    ['/archives/paperlist?year=%3Cscript%3Ealert(1)%3C%2Fscript%3E&volume=1&issue=1', '/archives'],
  ] as const;
  for (const [from, to] of toIndex) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        to === '/archives' ? 'Archives' : 'Current Issue',
      );
      expect(errors).toEqual([]);
    });
  }

  test('a page that is not a sane number reads as page 1', async ({ page, request }) => {
    const { issue, first } = await pagedIssue(request);
    for (const hostile of ['-4', 'NaN', '1e9', '99999999999999999999']) {
      await page.goto(`${listPath('archives', issue)}&page=${hostile}`);
      await expect(page).toHaveURL(`${listPath('archives', issue)}&page=1`);
      await expect(cards(page).first().getByRole('heading')).toHaveText(first.papersList[0]!.paper_title);
    }
  });

  test('a year the archive does not have is Page Not Found, in the app as from the server', async ({ page }) => {
    await page.goto('/archives/paperlist?year=2099&volume=77&issue=1');
    await expect(
      page.locator('[data-section]').getByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeVisible();
  });

  for (const query of ['paperid=abc', 'paperid=-7', 'paperid=1.5', 'paperid=99999999999999999999', '']) {
    test(`paper details with "${query}" says Paper Not Found`, async ({ page }) => {
      await page.goto(`/archives/paper-details?${query}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Paper Not Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all volumes' })).toHaveAttribute('href', '/archives');
    });
  }
});

test('the remote’s own utilities style its elements in the composed page', async ({ page, request }) => {
  const { issue } = await pagedIssue(request);
  await page.goto(listPath('archives', issue));
  const active = page.getByRole('group', { name: 'Issue' }).getByRole('link', { name: `Issue ${issue.issue}` });
  await expect(active).toHaveAttribute('aria-current', 'page');
  const background = await active.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  const cardRadius = await cards(page)
    .first()
    .evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
  expect(cardRadius).not.toBe('0px');
});
