import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { editorialRoles } from '@journal/shared/contract';
import { baseUrl } from '../support/env.ts';
import { apiCall } from '../support/journalApi.ts';

/**
 * The info remote's reader pages on the built, composed site: home, topics, blog, editorial board and
 * contact. Expected values come from the API the site itself talks to, never from constants.
 */

/** A form field by its accessible name (the label without its required-field star). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The page's own content, by the name its heading gives it (the shell's frame may add headings around it). */
const pageArticle = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The first words of the first paragraph of API HTML, as a reader sees them. */
function firstWords(html: string): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const text = paragraph
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return text.split(/\s+/).slice(0, 6).join(' ');
}

/** Every page has one h1, a title and a meta description (React 19 document metadata). */
async function expectPageHead(page: Page, title: string | RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

test('home shows the journal, its timelines and the latest issue papers from the archive', async ({
  page,
  request,
}) => {
  const { archives } = await apiCall(request, '/archiveYearListing');
  const newest = archives.reduce((best, year) => (year.year > best.year ? year : best));
  const volume = newest.volumes.reduce((best, entry) => (entry.volume > best.volume ? entry : best));
  const issue = Math.max(...volume.issue);
  const listing = await apiCall(request, '/archivePaperListing', {
    year: newest.year,
    volume: volume.volume,
    issue,
    page: 1,
    per_page: 5,
  });

  await page.goto('/');
  await expectPageHead(page, /International Journal of Computing Research and Innovation/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'International Journal of Computing Research and Innovation',
  );
  const facts = page.getByRole('region', { name: 'From Submission to Publication' });
  await expect(facts).toContainText('within 12 hours');
  await expect(facts).toContainText('5 to 10 days after final approval');

  const latest = page.getByRole('region', { name: 'Latest Issue' });
  await expect(latest.getByText(`Volume ${volume.volume}, Issue ${issue} (${newest.year})`)).toBeVisible();
  const titles = latest.getByRole('article').getByRole('heading');
  await expect(titles).toHaveText(listing.papersList.map((paper) => paper.paper_title));
  const first = listing.papersList[0]!;
  await expect(latest.getByRole('link', { name: first.paper_title, exact: true })).toHaveAttribute(
    'href',
    new RegExp(`^/current-issue/paper-details\\?paperid=${first.paper_id}&papertitle=[a-z0-9-]+$`),
  );

  const explore = page.getByRole('region', { name: 'Explore the Journal' });
  for (const name of [
    'Archives',
    'Current Issue',
    'Conference Proceedings',
    'Theses',
    'Research Topics',
    'Blog',
    'Editorial Board',
  ]) {
    await expect(explore.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Read the call for papers' })).toHaveAttribute(
    'href',
    '/call-for-papers',
  );
});

test('the home page keeps working when the archive call fails, with the failure shown in its block', async ({
  page,
}) => {
  await page.route('**/api/archiveYearListing', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The archive is being reindexed.' }),
    }),
  );
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest Issue' });
  await expect(latest.getByRole('alert')).toContainText('The latest papers could not be loaded.');
  await expect(latest.getByRole('alert')).toContainText('The archive is being reindexed.');
  await expect(page.getByRole('region', { name: 'Call for Papers' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
});

test('/topics lists every category with its topics, and /topics/ goes there', async ({ page, request }) => {
  const answer = await apiCall(request, '/topics');
  const categories = Object.keys(answer.data.data);
  expect(categories.length).toBeGreaterThan(1);

  await page.goto('/topics/');
  await expect(page).toHaveURL(`${baseUrl}/topics`);
  await expectPageHead(page, /^Research Topics \| /);
  await expect(pageArticle(page, 'Research Topics').getByRole('heading', { level: 2 })).toHaveText(categories);
  const firstTopic = Object.values(answer.data.data)[0]![0]!;
  await expect(page.getByRole('link', { name: firstTopic.title, exact: true })).toHaveAttribute(
    'href',
    `/topics/${firstTopic.slug}`,
  );
});

test('a topic page shows the matched topic, reached by a slug in another case and spelling', async ({
  page,
  request,
}) => {
  const answer = await apiCall(request, '/topics');
  const topics = Object.values(answer.data.data).flat();
  // A title with punctuation proves the de-hyphenated, punctuation-blind match; any topic will do otherwise.
  const topic = topics.find((entry) => /[^A-Za-z0-9 ]/.test(entry.title)) ?? topics[0]!;
  const typed = topic.title
    .replace(/&/g, 'and')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toUpperCase();

  await page.goto('/topics');
  await page.getByRole('link', { name: topic.title, exact: true }).click();
  // The heading is the topic's name; its meta title's words (before "| IJCRI Journal") name the tab in the site's pattern.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
  await expect(page).toHaveTitle(
    `${topic.meta_title.split(' | ')[0]} | International Journal of Computing Research and Innovation`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', topic.meta_description);

  await page.goto(`/topics/${typed}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
  await expect(pageArticle(page, topic.title).locator('h2').first()).toBeVisible();
  await expect(pageArticle(page, topic.title).locator('script')).toHaveCount(0);
});

test('an unknown topic says so and links back to the topics', async ({ page }) => {
  await page.goto('/topics/underwater-basket-weaving');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topic Not Found');
  await expect(page).toHaveTitle(/^Topic Not Found \| /);
  await page.getByRole('link', { name: 'See all research topics' }).click();
  await expect(page).toHaveURL(`${baseUrl}/topics`);
});

test('/blogs lists the posts page by page and tolerates a hostile page value', async ({ page, request }) => {
  const first = await apiCall(request, '/blogListing', { page: 1, per_page: 6 });
  await page.goto('/blogs?page=-4%27%3Cscript%3E');
  await expectPageHead(page, /^Blog \| /);
  const titles = pageArticle(page, 'Blog').getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(first.blogs.map((post) => post.title));

  test.skip(first.total_pages < 2, 'the blog has a single page');
  const second = await apiCall(request, '/blogListing', { page: 2, per_page: 6 });
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(titles).toHaveText(second.blogs.map((post) => post.title));
  await expect(page).toHaveTitle(/^Blog, Page 2 \| /);
});

test('a blog post shows its content, tags and related posts, and a tag lists its posts', async ({ page, request }) => {
  const { blogs } = await apiCall(request, '/blogListing', { page: 1, per_page: 6 });
  const post = blogs.find((entry) => entry.tags.length > 0)!;
  const details = await apiCall(request, '/blogDetails', {
    slug: post.slug,
  });
  const tag = post.tags[0]!;
  const tagged = await apiCall(request, '/blogsByTag', { tag, page: 1, per_page: 6 });

  await page.goto('/blogs');
  await page.getByRole('link', { name: post.title, exact: true }).click();
  await expect(page).toHaveURL(`${baseUrl}/blogs/${post.slug}`);
  await expectPageHead(page, `${post.title} | International Journal of Computing Research and Innovation`);
  const article = pageArticle(page, post.title);
  await expect(article.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(article).toContainText(firstWords(details.blog.content));
  const related = page.getByRole('region', { name: 'Related Posts' });
  for (const entry of details.related)
    await expect(related.getByRole('link', { name: entry.title, exact: true })).toBeVisible();

  await page.getByRole('list', { name: 'Tags' }).getByRole('link').first().click();
  await expect(page).toHaveURL(`${baseUrl}/tag/${tag}`);
  await expectPageHead(page, /^Blog Posts Tagged /);
  await expect(
    page
      .getByRole('article', { name: /^Posts Tagged / })
      .getByRole('article')
      .getByRole('heading', { level: 2 }),
  ).toHaveText(tagged.blogs.map((entry) => entry.title));
});

test('an unknown tag and an unknown post are Page Not Found, in the app as from the server', async ({ page }) => {
  await page.goto('/tag/no-such-tag-at-all');
  const section = page.locator('[data-section]');
  await expect(section.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');

  await page.goto('/blogs/no-such-post-at-all');
  await expect(section.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('the editorial board is grouped by role in the journal order and opens a member', async ({ page, request }) => {
  const { members } = await apiCall(request, '/editorialBoard');
  const order: readonly string[] = editorialRoles;
  const headings = [
    'Editor-in-Chief',
    'Managing Editor',
    'Associate Editors',
    'Section Editors',
    'Editorial Board Members',
    'Advisory Board',
  ];
  const expected = headings.filter((_heading, index) => members.some((member) => member.role === order[index]));

  await page.goto('/editorial-board');
  await expectPageHead(page, /^Editorial Board \| /);
  await expect(pageArticle(page, 'Editorial Board').getByRole('heading', { level: 2 })).toHaveText(expected);

  const member = members.find((entry) => entry.role === 'Associate Editor') ?? members[0]!;
  await page.getByRole('link', { name: member.name, exact: true }).click();
  await expect(page).toHaveURL(`${baseUrl}/editorial-board/${member.slug}`);
  await expectPageHead(
    page,
    `${member.name}, ${member.role} | International Journal of Computing Research and Innovation`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name);
  await expect(page.getByText(member.affiliation).first()).toBeVisible();

  await page.goto('/editorial-board/no-such-editor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Not Found');
  await expect(page.getByRole('link', { name: 'Back to the editorial board' })).toHaveAttribute(
    'href',
    '/editorial-board',
  );
});

test('contact us: invalid fields are explained and nothing is sent; a valid message is stored', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contactUs')) sent.push(request.postData() ?? '');
  });
  await page.goto('/contact-us');
  await expectPageHead(page, /^Contact Us \| /);
  await expect(page.getByRole('complementary', { name: 'Editorial office' })).toContainText('editor@ijcri.org');

  await field(page, 'Name').fill('R');
  await field(page, 'Email').fill('reader@university');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your name must be at least 2 characters.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address, for example name@university.edu.')).toBeVisible();
  await expect(page.getByText('Please enter a subject.')).toBeVisible();
  await expect(field(page, 'Name')).toBeFocused();
  expect(sent).toHaveLength(0);

  await field(page, 'Name').fill('Rohan Deshpande');
  await field(page, 'Email').fill('rohan.deshpande@coep.ac.in');
  await field(page, 'Subject').fill('Special issue on edge AI');
  await field(page, 'Message').fill(
    'Is the special issue on efficient and trustworthy edge AI still accepting submissions?',
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
    'your message has been received',
  );
  await expect(field(page, 'Message')).toHaveValue('');
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toMatchObject({ name: 'Rohan Deshpande', email: 'rohan.deshpande@coep.ac.in' });
});

test('contact us keeps what was typed when the API refuses the message', async ({ page }) => {
  await page.route('**/api/contactUs', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '300' },
      body: JSON.stringify({ message: 'Too many messages from this address.' }),
    }),
  );
  await page.goto('/contact-us');
  await field(page, 'Name').fill('Rohan Deshpande');
  await field(page, 'Email').fill('rohan.deshpande@coep.ac.in');
  await field(page, 'Subject').fill('Special issue on edge AI');
  await field(page, 'Message').fill('Is the special issue still accepting submissions?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Too many messages from this address. You can send another message in about 5 minutes.',
  );
  await expect(field(page, 'Subject')).toHaveValue('Special issue on edge AI');
  await expect(field(page, 'Message')).toHaveValue('Is the special issue still accepting submissions?');
});
