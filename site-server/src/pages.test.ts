// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { journal } from '@journal/shared';
import { conferencePaper, fakeApi, paper, post, searchPayloads, thesis } from './test/fakeApi.ts';
import { ORIGIN, siteServer } from './test/siteServer.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await siteServer(fakeApi());
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const metas = (html: string, name: string) =>
  [...head(html).matchAll(new RegExp(`<meta name="${name.replace('.', '\\.')}" content="([^"]*)"`, 'g'))].map(
    (m) => m[1] ?? '',
  );
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('paper pages', () => {
  it("carry title, canonical, Open Graph, Highwire, Dublin Core and JSON-LD with the paper's values", async () => {
    const res = await get(`/archives/paper-details?paperid=7&papertitle=whatever`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(decode(/<title data-head="server">([^<]*)<\/title>/.exec(html)![1]!)).toBe(
      `${paper.title} | ${journal.name}`,
    );
    // The hostile title never becomes markup.
    expect(html).not.toContain('<script>alert');
    expect(metas(html, 'citation_title').map(decode)).toEqual([paper.title]);
    expect(metas(html, 'citation_author')).toEqual(['Priya Raman', 'Ludwig van Beethoven']);
    expect(metas(html, 'citation_publication_date')).toEqual(['2024/04/12']);
    expect(metas(html, 'citation_journal_title')).toEqual([journal.name]);
    expect(metas(html, 'citation_issn')).toEqual([journal.eIssn]);
    expect(metas(html, 'citation_volume')).toEqual(['3']);
    expect(metas(html, 'citation_issue')).toEqual(['2']);
    expect(metas(html, 'citation_firstpage')).toEqual(['13']);
    expect(metas(html, 'citation_lastpage')).toEqual(['27']);
    expect(metas(html, 'citation_doi')).toEqual([paper.doi]);
    expect(metas(html, 'citation_pdf_url')).toEqual([`${ORIGIN}${paper.url}`]);
    expect(metas(html, 'citation_reference').map(decode)).toEqual([
      'A. Author, “First reference,” 2020.',
      'B. Author, “Second reference,” 2021.',
    ]);
    expect(metas(html, 'citation_conference_title')).toEqual([]);
    expect(metas(html, 'DC.creator')).toEqual(['Priya Raman', 'Ludwig van Beethoven']);
    expect(metas(html, 'DC.identifier')).toEqual([`https://doi.org/${paper.doi}`]);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)![1]!;
    expect(decode(canonical)).toMatch(new RegExp(`^${ORIGIN}/archives/paper-details\\?paperid=7&papertitle=graphs-`));
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    // The four properties the Open Graph protocol requires, on a work's page.
    for (const property of ['og:title', 'og:type', 'og:image', 'og:url'])
      expect(html, property).toMatch(new RegExp(`property="${property}" content="[^"]+"`));
    expect(html).toContain(`property="og:image" content="${ORIGIN}/social/ijcri-card.png"`);

    const jsonText = /<script type="application\/ld\+json" data-head="server">(.*?)<\/script>/s.exec(html)![1]!;
    expect(jsonText).not.toContain('<');
    const ld = JSON.parse(jsonText);
    expect(ld).toMatchObject({
      '@type': 'ScholarlyArticle',
      name: paper.title,
      datePublished: '2024-04-12',
      author: [
        { '@type': 'Person', name: 'Priya Raman' },
        { '@type': 'Person', name: 'Ludwig van Beethoven' },
      ],
      isPartOf: {
        '@type': 'PublicationIssue',
        issueNumber: '2',
        isPartOf: { '@type': 'PublicationVolume', volumeNumber: '3', isPartOf: { issn: journal.eIssn } },
      },
      publisher: { name: journal.publisher },
      license: journal.licence.url,
      identifier: { propertyID: 'DOI', value: paper.doi },
    });
  });

  it('puts the abstract and the export links in the body a crawler reads', async () => {
    const html = (await get('/current-issue/paper-details?paperid=7')).body;
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h2[^>]*>Abstract<\/h2>/);
    expect(root).toContain('energy budget &lt;/script&gt;&lt;!-- and measure accuracy.');
    expect(root).toContain('href="/citation/paper/7.bib"');
    expect(root).toContain('href="/citation/paper/7.ris"');
  });

  it('answers 404 for unknown and unreadable paper ids', async () => {
    for (const url of [
      '/archives/paper-details?paperid=999',
      '/archives/paper-details?paperid=abc',
      '/archives/paper-details',
      '/thesis/paper-details?paperid=5',
      '/conference/paper-details?paperid=0',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Page Not Found');
      expect(res.body).not.toContain('citation_title');
    }
  });
});

describe('thesis, conference and blog pages', () => {
  it('types a thesis with citation_dissertation_institution and no journal volume tags', async () => {
    const html = (await get('/thesis/paper-details?paperid=4&papertitle=x')).body;
    expect(metas(html, 'citation_dissertation_institution')).toEqual([thesis.institution]);
    expect(metas(html, 'citation_journal_title')).toEqual([]);
    expect(metas(html, 'citation_author')).toEqual(['Kavya Nair']);
  });

  it('types a conference paper with citation_conference_title', async () => {
    const html = (await get('/conference/paper-details?paperid=12')).body;
    expect(metas(html, 'citation_conference_title')).toEqual([conferencePaper.conference.name]);
    expect(metas(html, 'citation_doi')).toEqual([conferencePaper.doi]);
  });

  it('gives a blog post BlogPosting JSON-LD and no citation tags; unknown posts are 404', async () => {
    const html = (await get(`/blogs/${post.slug}`)).body;
    expect(html).toContain(`<title data-head="server">${post.title} | ${journal.name}</title>`);
    expect(html).not.toContain('citation_');
    const ld = JSON.parse(/<script type="application\/ld\+json" data-head="server">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.published_at,
      author: { name: post.author },
    });
    expect(ld.image).toEqual({
      '@type': 'ImageObject',
      url: `${ORIGIN}/social/ijcri-card.png`,
      width: 1200,
      height: 630,
    });
    expect(ld.publisher).toEqual({
      '@type': 'Organization',
      name: journal.publisher,
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/social/ijcri-logo.png`, width: 512, height: 512 },
    });
    expect(html).toContain(`property="og:image" content="${ORIGIN}/social/ijcri-card.png"`);
    expect((await get('/blogs/no-such-post')).statusCode).toBe(404);
  });
});

describe('other pages', () => {
  it('uses the issue title pattern on paper lists', async () => {
    const html = (await get('/archives/paperlist?year=2024&volume=3&issue=2')).body;
    expect(html).toContain(`<title data-head="server">2024, Volume 3, Issue 2 | ${journal.name}</title>`);
  });

  it('matches topics like the topic page does, and answers 404 for unknown slugs and members', async () => {
    const res = await get('/topics/Computer-Vision-and-Image-Analysis');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<title data-head="server">Computer Vision and Image Analysis Research | ${journal.name}</title>`,
    );
    expect((await get('/topics/quantum-basket-weaving')).statusCode).toBe(404);
    expect((await get('/editorial-board/ananya-raghavan')).statusCode).toBe(200);
    expect((await get('/editorial-board/nobody-here')).statusCode).toBe(404);
  });

  it('answers a tag, an issue, a thesis volume and a conference list that exist with their page', async () => {
    const tag = await get('/tag/doi-and-metadata');
    expect(tag.statusCode).toBe(200);
    expect(decode(tag.body)).toContain('Posts Tagged “DOI and metadata”');
    expect((await get('/current-issue/paperlist?year=2024&volume=3&issue=1')).statusCode).toBe(200);
    expect((await get('/thesis/paperlist?year=2025&volume=4')).statusCode).toBe(200);
    expect((await get('/conference/paperlist?id=2')).statusCode).toBe(200);
  });

  it('answers 404 with Page Not Found, echoing nothing, for tags, issues, thesis volumes and conferences that do not exist', async () => {
    for (const url of [
      '/tag/cheap-watches-buy-now',
      '/archives/paperlist?year=2024&volume=3&issue=9',
      '/current-issue/paperlist?year=2019&volume=3&issue=1',
      '/thesis/paperlist?year=2025&volume=9',
      '/conference/paperlist?id=999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page Not Found');
      expect(res.body, url).not.toContain('cheap watches');
      expect(res.body, url).toContain(`<title data-head="server">Page Not Found | ${journal.name}</title>`);
    }
  });

  it("answers a list address that names nothing readable with its index's page, where the app sends the reader", async () => {
    for (const [url, index] of [
      ['/archives/paperlist?year=abc&volume=1&issue=1', '/archives'],
      ['/conference/paperlist?id=abc', '/conference'],
      ['/conference/paperlist?name=No%20id', '/conference'],
      ['/thesis/paperlist?year=20x4&volume=1', '/thesis'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<link rel="canonical" href="${ORIGIN}${index}"`);
    }
  });

  it('gives static pages their title and every page the feed links; unknown paths are 404', async () => {
    const html = (await get('/contact-us')).body;
    expect(html).toContain(`<title data-head="server">Contact Us | ${journal.name}</title>`);
    expect(html).toContain(`<link rel="alternate" href="${ORIGIN}/feeds/papers.atom" type="application/atom+xml"`);
    const missing = await get('/no/such/page?q="><script>');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('"><script>');
    expect(missing.body).toContain('/feeds/blog.atom');
  });
});

describe('the latest issue and the navigation without JavaScript', () => {
  it("carries the archive's latest issue in the inline site configuration and /remotes.json", async () => {
    const html = (await get('/')).body;
    const config = JSON.parse(
      /<script type="application\/json" id="journal-site-config">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(config.latestIssue).toEqual({ year: 2024, volume: 3, issue: 2 });
    expect((await get('/remotes.json')).json().latestIssue).toEqual({ year: 2024, volume: 3, issue: 2 });
  });

  it("puts the app's own header and footer, and the menus' links for readers without scripts, into the first HTML", async () => {
    const html = (await get('/blogs')).body;
    // The header as the app draws it: the logo home, the bar's links (Blog marked as the page shown), Author Login.
    const header = /<header[^>]*>(.*?)<\/header>/s.exec(html)![1]!;
    expect(header).toContain('href="/current-issue/paperlist?year=2024&amp;volume=3&amp;issue=2"');
    expect(header).toMatch(/<a aria-current="page"[^>]*href="\/blogs"[^>]*>Blog<\/a>/);
    expect(header).toContain('>Author Login</a>');
    // Its search box sends the words to /search when no script handles it.
    expect(header).toMatch(/<form role="search" aria-label="Search the journal"[^>]* action="\/search" method="get">/);
    expect(header).toMatch(/<input [^>]*role="combobox"[^>]* name="q"/);
    // The dropdowns' links, which need scripts to open, listed under the header.
    const menu = /<noscript><nav aria-label="Site menu"[^>]*>(.*?)<\/nav><\/noscript>/s.exec(html)![1]!;
    for (const href of ['/editorial-board', '/conference', '/thesis', '/aim-and-scope', '/downloads', '/publications'])
      expect(menu).toContain(`href="${href}"`);
    // The footer with all its columns: contact, guidelines, policies, newsletter.
    const footer = /<footer[^>]*>(.*?)<\/footer>/s.exec(html)![1]!;
    for (const heading of ['Contact', 'Guidelines', 'Policies', 'Newsletter'])
      expect(footer).toContain(`>${heading}</h2>`);
    for (const href of ['/instruction-for-author', '/privacy-policy', '/FAQs', 'mailto:editor@ijcri.org'])
      expect(footer).toContain(`href="${href}`);
  });
});

describe('search without JavaScript', () => {
  const results = (html: string) =>
    /<noscript><section aria-label="Search results"[^>]*>(.*?)<\/section><\/noscript>/s.exec(html)?.[1];

  it('the Menu disclosure, which opens without scripts, has a search form that sends the words to /search', async () => {
    const menu =
      /<details><summary[^>]*>.*?Menu<\/summary><nav aria-label="Site menu"[^>]*>(.*?)<\/nav><\/details>/s.exec(
        (await get('/blogs')).body,
      )![1]!;
    expect(menu).toMatch(/<form role="search" aria-label="Search the journal"[^>]* action="\/search" method="get"/);
    expect(menu).toMatch(/<input id="[^"]+" type="search" maxLength="200" required=""[^>]* name="q"/);
    // And every entry of the navigation, as plain links.
    for (const href of ['/', '/archives', '/editorial-board', '/conference', '/publications', '/contact-us'])
      expect(menu).toContain(`href="${href}"`);
  });

  it("lists a page of results, with the app's own call, links to each work and author, and the next and previous pages", async () => {
    searchPayloads.length = 0;
    const html = (await get('/search?q=graphs&kind=paper&year=2024&page=2')).body;
    expect(searchPayloads).toEqual([{ search: 'graphs', page: 2, per_page: 20, kind: 'paper', year: 2024 }]);
    const list = results(html)!;
    expect(list).toContain('41 results for “graphs”, page 2 of 21.');
    // Matched words marked, the rest of the title escaped.
    expect(list).toContain('href="/archives/paper-details?paperid=7&amp;papertitle=sparse-graphs-b-and-b-trees"');
    expect(list).toContain(
      '>Sparse <span><mark class="rounded-sm bg-amber-100 px-0.5 text-inherit">Graphs</mark> &lt;b&gt;and&lt;/b&gt; trees</span></a>',
    );
    expect(list).toContain('href="/thesis/paper-details?paperid=4&amp;papertitle=learning-on-graphs"');
    expect(list).toContain('href="/authors/ludwig-van-beethoven" data-discover="true">Ludwig van Beethoven</a>');
    expect(list).toContain('Volume 3, Issue 2 (2024)');
    expect(list).toContain('Thesis Volume 4, Year 2025');
    expect(list).toContain(
      'We study <span><mark class="rounded-sm bg-amber-100 px-0.5 text-inherit">graphs</mark> whose edges are few.</span>',
    );
    expect(list).toContain('<a href="/search?q=graphs&amp;kind=paper&amp;year=2024" rel="prev"');
    expect(list).toContain('<a href="/search?q=graphs&amp;kind=paper&amp;year=2024&amp;page=3" rel="next"');
  });

  it('says when nothing matched, escapes the words, and asks nothing for an empty search', async () => {
    const none = (await get('/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).body;
    expect(none).toContain('No results for “&lt;script&gt;alert(1)&lt;/script&gt;”. Try other or fewer words.');
    expect(none).not.toContain('<script>alert');
    expect((await get('/search?q=***')).body).toContain('No results for “***”. Try other or fewer words.');
    const past = (await get('/search?q=graphs&page=99')).body;
    expect(past).toContain('Page 99 is past the last page of results for “graphs”.');
    expect(past).toContain('href="/search?q=graphs" data-discover="true">First page</a>');
    searchPayloads.length = 0;
    const empty = (await get('/search')).body;
    expect(results(empty)).toBeUndefined();
    expect(searchPayloads).toEqual([]);
  });
});

describe('when the API is down', () => {
  it('serves the plain shell with 200 for routes and 404 for unknown paths', async () => {
    const down = await siteServer();
    try {
      const res = await down.inject({ method: 'GET', url: '/archives/paper-details?paperid=7' });
      expect(res.statusCode).toBe(200);
      // The app's frame only: no summary, nothing read from the database.
      expect(res.body).toMatch(/<main id="main"[^>]*><div class="contents"><\/div><\/main>/);
      expect(res.body).not.toContain('server-summary');
      expect(res.body).not.toContain('citation_title');
      expect((await down.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
      expect((await down.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});

describe('build files', () => {
  it('never serves the raw index.html template, the build manifest or a dotfile', async () => {
    for (const url of ['/index.html', '/.vite/manifest.json', '/mf-stats.json', '/.env', '/.git/config']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<!--journal-head-->');
    }
  });
});

describe('list pages without JavaScript', () => {
  /** The list under the page's heading, inside <noscript> (listSummaries.tsx). */
  const list = (html: string, label: string) =>
    new RegExp(`<noscript><section aria-label="${label}"[^>]*>(.*?)</section></noscript>`, 's').exec(html)?.[1];

  it("lists an issue's papers, each with its page, authors, Full Text and PDF, and links to every page of the issue", async () => {
    const html = (await get('/archives/paperlist?year=2024&volume=3&issue=2&page=2')).body;
    const papers = list(html, 'Papers of this issue')!;
    expect(papers).toContain('14 papers.');
    expect(papers).toContain(
      'href="/archives/paper-details?paperid=7&amp;papertitle=graphs-script-alert-x-script-quoted-results"',
    );
    // The title is text, never markup.
    expect(papers).not.toContain('<script>');
    expect(papers).toContain('href="/authors/priya-raman" data-discover="true">Priya Raman</a>');
    expect(papers).toMatch(
      /href="\/archives\/paper-details\?paperid=7&amp;papertitle=[^"]+&amp;section=FullText"[^>]*>Full Text</,
    );
    expect(papers).toMatch(new RegExp(`href="${paper.url}"[^>]*>Download PDF</a>`));
    expect(papers).toContain('<dt class="font-medium text-slate-700">Published Online:</dt><dd>April 2024</dd>');
    expect(papers).toContain('<dt class="font-medium text-slate-700">Pages:</dt><dd>13-27</dd>');
    // Page 2 of 3: Previous, 1, 2 (current), 3, Next, each the issue's own address.
    expect(papers).toContain('<a href="/archives/paperlist?year=2024&amp;volume=3&amp;issue=2" rel="prev"');
    expect(papers).toMatch(/<span aria-current="page" aria-label="Page 2"[^>]*>2<\/span>/);
    expect(papers).toMatch(
      /href="\/archives\/paperlist\?year=2024&amp;volume=3&amp;issue=2&amp;page=3" aria-label="Page 3"[^>]*>3</,
    );
    expect(papers).toContain('<a href="/archives/paperlist?year=2024&amp;volume=3&amp;issue=2&amp;page=3" rel="next"');
  });

  it('opens the PDF as the Full Text of theses and conference papers, which have no HTML full text', async () => {
    const theses = list((await get('/thesis/paperlist?year=2025&volume=4')).body, 'Theses of this volume')!;
    expect(theses).toMatch(new RegExp(`href="${thesis.paper_url}"[^>]*>Full Text</a>`));
    expect(theses).toContain('href="/authors/kavya-nair" data-discover="true">Kavya Nair</a>');
    // One page: no paging links.
    expect(theses).not.toContain('aria-label="Pages"');
    const conferenceList = `/conference/paperlist?${new URLSearchParams({
      name: conferencePaper.conference.name,
      year: '2023',
      volume: '2',
      issue: '3',
      id: '2',
    })}`;
    const papers = list((await get(conferenceList)).body, 'Papers of this conference')!;
    expect(papers).toMatch(new RegExp(`href="${conferencePaper.pdf_url}"[^>]*>Full Text</a>`));
    expect(papers).toContain('rel="next"');
  });

  it('lists the indexes of issues, thesis volumes, conferences, topics, the board and the blog as links', async () => {
    const issues = list((await get('/archives')).body, 'Issues by year')!;
    expect(issues).toContain('href="/archives/paperlist?year=2024&amp;volume=3&amp;issue=1">Volume 3, Issue 1</a>');
    expect(list((await get('/current-issue')).body, 'Issues by year')).toContain(
      'href="/current-issue/paperlist?year=2024&amp;volume=3&amp;issue=2">Volume 3, Issue 2</a>',
    );
    expect(list((await get('/thesis')).body, 'Thesis volumes by year')).toContain(
      'href="/thesis/paperlist?year=2025&amp;volume=4">Volume 4, Year 2025</a>',
    );
    expect(list((await get('/conference')).body, 'Conferences by year')).toContain(
      '&amp;id=2">International Conference',
    );
    expect(list((await get('/topics')).body, 'Research topics by area')).toContain(
      'href="/topics/computer-vision-image-analysis">Computer Vision &amp; Image Analysis</a>',
    );
    expect(list((await get('/editorial-board')).body, 'Members of the editorial board')).toContain(
      'href="/editorial-board/ananya-raghavan">Prof. Ananya Raghavan</a>',
    );
    const posts = list((await get('/blogs')).body, 'Blog posts')!;
    expect(posts).toContain(`href="/blogs/${post.slug}"`);
    expect(list((await get(`/tag/${post.tags[0]}`)).body, 'Posts with this tag')).toContain(
      `href="/blogs/${post.slug}"`,
    );
  });

  it("lists an author's works of every kind, each linked to its page, with the author's pages", async () => {
    const works = list((await get('/authors/kavya-nair')).body, 'Works of this author')!;
    expect(works).toContain(
      'href="/thesis/paper-details?paperid=4&amp;papertitle=verified-compilation-of-smart-contracts"',
    );
    expect(works).toContain('href="/conference/paper-details?paperid=12&amp;papertitle=');
    expect(works).toContain('Thesis Volume 4, Year 2025');
    expect(works).toContain('href="/authors/amara-okafor" data-discover="true">Amara Okafor</a>');
    expect(works).toContain('<a href="/authors/kavya-nair?page=2" rel="next"');
  });
});
