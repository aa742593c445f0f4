import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchivePaperNewAnswer } from '@journal/shared/contract';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { storeJats } from './importJats.ts';

/**
 * A correction notice is a fixture derived from the corpus article ijm-00202 (its comment says so): no
 * correction under an open licence is in the corpus yet. The retraction is the same fixture retyped.
 */
const read = (url: string) => fs.readFileSync(new URL(url, import.meta.url), 'utf8');
const correction = read('./fixtures/correction-ijm-00202.xml');
const original = read('../../test-corpus/ijm-00202/main.jats.xml');
const plos = read('../../test-corpus/plos-pone.0091296/article.xml');
const ORIGINAL_TITLE =
  'Gendered effects of the personal income tax: Evidence from a schedular system with individual filing in Uruguay';
const PLOS_DOI = '10.1371/journal.pone.0091296';

/** A retraction of the PLOS ONE corpus article, naming it the way PLOS does (info:doi/, no title). */
const retraction = correction
  .replace('article-type="correction"', 'article-type="retraction"')
  .replace('10.34196/ijm.00202.corr1', '10.34196/ijm.00202.retr1')
  .replace('<subject>Correction</subject>', '<subject>Retraction</subject>')
  .replace(/<article-title>Correction: [^<]*/, '<article-title>Retraction: coral reef fisheries')
  .replace(
    /<related-article [^]*<\/related-article>/,
    `<related-article related-article-type="retracted-article" ext-link-type="uri" xlink:href="info:doi/${PLOS_DOI.toUpperCase()}"/>`,
  );

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function store(file: string, xml: string) {
  const result = await storeJats(await t.db(), file, Buffer.from(xml, 'utf8'));
  expect(result.error).toBeUndefined();
  return result.paper!.paperId;
}
const relationsOf = async (paperId: number) =>
  (await t.post('/archivePaperNew', { paperid: paperId })).json<ArchivePaperNewAnswer>().paperdetails.relations;

describe('relations between a notice and the article it is about', () => {
  it('links a correction imported before its article, and both once the article comes', async () => {
    const notice = await store('correction.xml', correction);
    expect(await relationsOf(notice)).toEqual([
      { type: 'correction', direction: 'updates', doi: '10.34196/ijm.00202', title: ORIGINAL_TITLE, paper_id: null },
    ]);
    const article = await store('main.jats.xml', original);
    expect(await relationsOf(article)).toEqual([
      {
        type: 'correction',
        direction: 'updated_by',
        doi: '10.34196/ijm.00202.corr1',
        title: `Correction: ${ORIGINAL_TITLE}`,
        paper_id: notice,
      },
    ]);
    expect((await relationsOf(notice))?.[0]?.paper_id).toBe(article);
  });

  it('links a retraction imported after its article, whatever the case of the DOI it names', async () => {
    const article = await store('article.xml', plos);
    expect(await relationsOf(article)).toEqual([]);
    const notice = await store('retraction.xml', retraction);
    expect(await relationsOf(article)).toEqual([
      {
        type: 'retraction',
        direction: 'updated_by',
        doi: '10.34196/ijm.00202.retr1',
        title: 'Retraction: coral reef fisheries',
        paper_id: notice,
      },
    ]);
    const [about] = (await relationsOf(notice)) ?? [];
    expect(about).toMatchObject({ type: 'retraction', direction: 'updates', doi: PLOS_DOI, paper_id: article });
  });

  it('drops a relation the notice no longer states when it is imported again', async () => {
    const notice = await store('retraction.xml', retraction.replace(/<related-article [^>]*\/>/, ''));
    expect(await relationsOf(notice)).toEqual([]);
    const article = await store('article.xml', plos);
    expect(await relationsOf(article)).toEqual([]);
  });
});
