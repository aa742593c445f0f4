import { expect, test } from '../support/test.ts';
import { baseUrl } from '../support/env.ts';
import { apiCall } from '../support/journalApi.ts';

// Citation styles, usage counts and JATS out in the composed site (docs/discoverability.md).

// Headless Chromium names itself HeadlessChrome, which the COUNTER robots list never counts: the reader
// here is an ordinary desktop Chrome.
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

async function aPaper(request: Parameters<typeof apiCall>[0]) {
  const record = (await apiCall(request, '/metadataRecords', { kind: 'paper', limit: 1 })).records[0]!;
  const details = (await apiCall(request, '/archivePaperNew', { paperid: record.id })).paperdetails;
  return { id: record.id, title: record.title, uniqueId: details.uniqueid };
}

test('a paper page counts its view without a cookie, shows the figures and offers ten styles on demand', async ({
  page,
  context,
  request,
}) => {
  const paper = await aPaper(request);
  const before = (await apiCall(request, '/usageTotals', { kind: 'paper', ids: [paper.id] })).totals[0]!;
  const styleRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/citation\/paper\/\d+\/[a-z-]+$/.test(new URL(sent.url()).pathname)) styleRequests.push(sent.url());
  });
  await page.goto(`/archives/paper-details?paperid=${paper.id}`);
  const usage = page.getByRole('list', { name: 'Usage' });
  await expect(usage).toContainText(/^\d[\d,]* Views?\d[\d,]* Downloads?$/);
  expect(await context.cookies()).toEqual([]);
  const after = (await apiCall(request, '/usageTotals', { kind: 'paper', ids: [paper.id] })).totals[0]!;
  // This reader's view counted once; the test's own request context is another reader and asks no view.
  expect(after.views).toBe(before.views + 1);

  const cite = page.getByRole('region', { name: 'Cite this article' });
  await cite.scrollIntoViewIfNeeded();
  const picker = cite.getByRole('combobox', { name: 'Other styles' });
  await expect(picker.getByRole('option')).toHaveCount(11);
  expect(styleRequests, 'no style is fetched before one is chosen').toEqual([]);
  await picker.selectOption({ label: 'Vancouver (NLM)' });
  await expect(cite.getByText(/^1\. .+\. 20\d\d/)).toContainText(paper.title.slice(0, 30));
  expect(styleRequests).toHaveLength(1);

  // The same reader again within 30 seconds is not counted again (COUNTER's double-click rule).
  await page.reload();
  await expect(usage).toContainText(`${after.views.toLocaleString('en')} View`);

  const jats = await request.get(`${baseUrl}/files/jats/${paper.uniqueId}.xml`);
  expect(jats.status()).toBe(200);
  expect(jats.headers()['content-type']).toContain('application/jats+xml');
  await expect(page.getByRole('link', { name: 'JATS XML' })).toHaveAttribute(
    'href',
    `/files/jats/${paper.uniqueId}.xml`,
  );
});
