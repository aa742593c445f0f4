// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { PdfArticle } from './pdf.ts';
import { PdfQueueFull, PdfWorkers } from './pdfWorkers.ts';

const article = (title: string): PdfArticle => ({
  headerLeft: 'International Journal of Computer Research and Innovation',
  headerRight: 'Volume 1, Issue 1',
  kind: 'Research Article',
  title,
  authors: [{ name: 'Ada Reader', affiliation: 1 }],
  affiliations: ['University of Somewhere'],
  meta: [['Published', '2024-01-01']],
  abstract: 'An abstract long enough to be typeset on the first page of the article.',
  keywords: ['queues'],
  sections: [{ heading: 'Introduction', paragraphs: ['A paragraph of the introduction.'] }],
  references: ['A reference.'],
  licence: 'CC BY 4.0',
  footer: 'IJCRI · CC BY 4.0',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  producer: 'IJCRI',
});

const workers = new PdfWorkers(1, 10, 2);
afterAll(() => workers.close());

describe('the PDF queue', () => {
  it('refuses a client over its share at once, and serves waiting clients in turn', { timeout: 120_000 }, async () => {
    const done: string[] = [];
    const ask = (client: string, title: string) =>
      workers.render(article(title), client).then(() => {
        done.push(title);
      });
    // One worker: A1 is typeset at once, A2 and A3 wait (A's share), A4 is refused.
    const jobs = [ask('A', 'A1'), ask('A', 'A2'), ask('A', 'A3')];
    await expect(workers.render(article('A4'), 'A')).rejects.toBeInstanceOf(PdfQueueFull);
    jobs.push(ask('B', 'B1'));
    await Promise.all(jobs);
    // B, arriving last, waits for one of A's PDFs, not for all of them.
    expect(done).toEqual(['A1', 'A2', 'B1', 'A3']);
  });
});
