import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BLOG_PAGE_SIZE, type ApiPath } from '@journal/shared/contract';
import { Link } from '@journal/shared/router';
import { PaperCardList } from '@journal/shared/ui';
import { blogCards, type BlogCardPost } from '@journal/shared/widgets';
import { fakeApi, paper, post, thesis } from '../test/fakeApi.ts';
import { siteServer } from '../test/siteServer.ts';
import type { ApiReader } from '../apiReader.ts';

/**
 * The first HTML's list cards are the app's own (docs/architecture.md, "The first HTML"): the server's
 * markup for a list equals the UI kit's PaperCardList for the same papers, and the blog's BlogCardList
 * (`@journal/shared/widgets`, which mfe-info's blog pages draw: their own test checks that side) for the
 * same posts, so a change to a card reaches readers without JavaScript, and no copy of it can drift from it.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await siteServer(fakeApi());
});
afterAll(() => app.close());

/** React's generated ids (a card's title, its actions' aria-describedby) depend on where the card sits in the tree. */
const sameIds = (html: string) => html.replace(/(id|aria-describedby)="[^"]*"/g, '$1="…"');
const list = (html: string, label: string) =>
  sameIds(
    new RegExp(`<noscript><section aria-label="${label}"[^>]*>(.*?)</section></noscript>`, 's').exec(html)?.[1] ?? '',
  );

/** The kit's list as the browser's first render draws it, with the ids the server's render gives. */
const kitList = (cards: Parameters<typeof PaperCardList>[0]['cards']) =>
  sameIds(
    renderToStaticMarkup(
      <MemoryRouter>
        <PaperCardList cards={cards} />
      </MemoryRouter>,
    ),
  );

const { BlogCardList } = blogCards({ Link });

/** The blog's list as the app's blog and tag pages draw it, for posts that are not calls for papers. */
const blogList = (posts: BlogCardPost[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <BlogCardList posts={posts} />
    </MemoryRouter>,
  );

describe("the server's list cards", () => {
  it("draw an issue's papers with the UI kit's PaperCard: title, authors, dates, Full Text and Download PDF", async () => {
    const html = (await app.inject({ method: 'GET', url: '/archives/paperlist?year=2024&volume=3&issue=2' })).body;
    const expected = kitList([
      {
        key: paper.id,
        title: paper.title,
        detailsHref: '/archives/paper-details?paperid=7&papertitle=graphs-script-alert-x-script-quoted-results',
        authors: ['Priya Raman', 'Ludwig van Beethoven'],
        publishedOnline: 'April 2024',
        pages: '13-27',
        elocation: '',
        pdfUrl: paper.url,
      },
    ]);
    expect(list(html, 'Papers of this issue')).toContain(expected);
    // What the reader sees of it, so the comparison above cannot pass on an empty card.
    for (const part of [
      '>Graphs &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Quoted&quot; Results</a>',
      'href="/authors/priya-raman"',
      '<dd>April 2024</dd>',
      '>Full Text</a>',
      `href="${paper.url}"`,
      '>Download PDF</a>',
    ])
      expect(expected).toContain(part);
  });

  it("draw a thesis volume's theses with Full Text opening the PDF, as the thesis section's cards do", async () => {
    const html = (await app.inject({ method: 'GET', url: '/thesis/paperlist?year=2025&volume=4' })).body;
    const expected = kitList([
      {
        key: thesis.id,
        title: thesis.title,
        detailsHref: '/thesis/paper-details?paperid=4&papertitle=verified-compilation-of-smart-contracts',
        authors: ['Kavya Nair'],
        publishedOnline: `${thesis.month} ${thesis.year}`,
        pages: thesis.pages,
        pdfUrl: thesis.paper_url,
        fullText: 'pdf',
      },
    ]);
    const served = list(html, 'Theses of this volume');
    const firstCard = /<li><article.*?<\/article><\/li>/s.exec(served)?.[0] ?? '';
    expect(expected).toContain(firstCard.replace(/^<li>/, '').replace(/<\/li>$/, ''));
    expect(firstCard).toMatch(new RegExp(`href="${thesis.paper_url}"[^>]*>Full Text</a>`));
  });

  it.each([
    ['/blogs', 'Blog posts'],
    [`/tag/${post.tags[0]}`, 'Posts with this tag'],
  ])("draw %s's posts with the blog's own card: title, date and author, excerpt and tags", async (url, label) => {
    const html = (await app.inject({ method: 'GET', url })).body;
    const expected = blogList([post]);
    expect(list(html, label)).toContain(expected);
    // What the reader sees of it, so the comparison above cannot pass on an empty card.
    for (const part of [
      `href="/blogs/${post.slug}"`,
      '>Writing Reproducible Papers</a></h2>',
      '>10 February 2025</time>',
      '<span>Editorial Office</span>',
      '<p class="text-slate-700">How to share code and data so reviewers can rerun your results.</p>',
      '<ul aria-label="Tags of Writing Reproducible Papers"',
      'href="/tag/reproducibility"',
      '>#reproducibility</a>',
      'href="/tag/doi-and-metadata"',
      '>#DOI and metadata</a>',
    ])
      expect(expected).toContain(part);
  });
});

describe("the server's blog list", () => {
  /** Eight posts, paged as the API pages them: `per_page` of them a page, 10 when the call names none. */
  const posts = Array.from({ length: 8 }, (_, index) => ({
    ...post,
    slug: `post-${index + 1}`,
    title: `Post ${index + 1}`,
  }));
  let paged: FastifyInstance;
  beforeAll(async () => {
    const api = fakeApi();
    paged = await siteServer({
      ...api,
      call: (async (path: ApiPath, body: { page?: number; per_page?: number } = {}) => {
        if (path !== '/blogListing') return api.call(path, body);
        const { page = 1, per_page = 10 } = body;
        const blogs = posts.slice((page - 1) * per_page, page * per_page);
        const pages = Math.ceil(posts.length / per_page);
        return {
          found: true,
          data: { blogs, current_page: page, per_page, total_items: posts.length, total_pages: pages },
        };
      }) as ApiReader['call'],
    });
  });
  afterAll(() => paged.close());

  it('shows on each page the posts the app shows there, BLOG_PAGE_SIZE a page', async () => {
    const titles = async (url: string) => {
      const served = list((await paged.inject({ method: 'GET', url })).body, 'Blog posts');
      return [...served.matchAll(/>(Post \d+)<\/a><\/h2>/g)].map((match) => match[1]);
    };
    expect(BLOG_PAGE_SIZE).toBe(6);
    expect(await titles('/blogs')).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6']);
    expect(await titles('/blogs?page=2')).toEqual(['Post 7', 'Post 8']);
  });
});
