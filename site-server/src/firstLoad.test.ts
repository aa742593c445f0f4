// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { journal } from '@journal/shared';
import { hashSource } from '@journal/server-kit';
import { createRemoteHints, remoteFiles } from './remoteHints.ts';
import { fakeApi } from './test/fakeApi.ts';
import { ORIGIN, siteServer } from './test/siteServer.ts';
import { pageHeadingClass } from '@journal/shared/design';

/** An mf-manifest.json as @module-federation/vite 1.23 writes it (trimmed to what the hints read). */
const archivesManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: {
          sync: ['assets/dist-B.js', 'assets/routes-R.js', 'https://elsewhere.example.org/x.js', 'javascript:alert(1)'],
          async: [],
        },
        css: { sync: ['assets/routes-q.css'], async: [] },
      },
    },
  ],
};

const fetchManifests =
  (answers: Record<string, unknown>): typeof fetch =>
  async (input: string | URL | Request) => {
    const url = String(input);
    if (!(url in answers)) throw new TypeError('fetch failed: connection refused');
    return new Response(JSON.stringify(answers[url]), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };

const ARCHIVES = 'https://archives.example.org/mf-manifest.json';
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!.trim());

describe('the first HTML of a page', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const remoteHints = createRemoteHints(
      {
        archives: ARCHIVES,
        conference: 'https://conference.example.org/mf-manifest.json',
        thesis: 'https://thesis.example.org/mf-manifest.json',
        info: '/info/mf-manifest.json',
      },
      ORIGIN,
      { fetch: fetchManifests({ [ARCHIVES]: archivesManifest }) },
    );
    await remoteHints.refreshAll();
    app = await siteServer(
      fakeApi(),
      {
        REMOTE_ARCHIVES_URL: 'https://archives.example.org',
        EDITORIAL_SYSTEM_URL: 'https://ems.example.org/?q=</script><script>alert(1)</script>',
      },
      { remoteHints },
    );
  });
  afterAll(() => app.close());

  it('carries the site configuration /remotes.json serves, in a JSON block no value can close', async () => {
    const html = (await app.inject({ method: 'GET', url: '/archives' })).body;
    const block = /<script type="application\/json" id="journal-site-config">(.*?)<\/script>/s.exec(html);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual((await app.inject({ method: 'GET', url: '/remotes.json' })).json());
    expect(JSON.parse(block![1]!).settings.editorialSystemUrl).toBe(
      'https://ems.example.org/?q=</script><script>alert(1)</script>',
    );
  });

  it("preconnects to the route section's remote and preloads its manifest, entry, page chunks and stylesheet", async () => {
    const html = (await app.inject({ method: 'GET', url: '/archives/paperlist?year=2024&volume=3&issue=2' })).body;
    expect(html).toContain('<link rel="preconnect" href="https://archives.example.org" crossorigin>');
    expect(html).toContain(`<link rel="preload" href="${ARCHIVES}" as="fetch" crossorigin>`);
    expect(html).toContain('<link rel="modulepreload" href="https://archives.example.org/remoteEntry.js" crossorigin>');
    expect(html).toContain(
      '<link rel="modulepreload" href="https://archives.example.org/assets/routes-R.js" crossorigin>',
    );
    expect(html).toContain(
      '<link rel="preload" href="https://archives.example.org/assets/routes-q.css" as="style" crossorigin>',
    );
    // Only the manifest's own origin: nothing it names elsewhere is preloaded.
    expect(html).not.toContain('elsewhere.example.org');
    expect(html).not.toContain('javascript:');
    // Only this section's remote.
    expect(html).not.toContain('thesis.example.org');
  });

  it('gives a remote it cannot read (down) only the preconnect and the manifest preload, and still the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/thesis' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<link rel="preload" href="https://thesis.example.org/mf-manifest.json" as="fetch" crossorigin>',
    );
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).toContain(`<h1 class="${pageHeadingClass}">Thesis Archives</h1>`);
  });

  it("needs no preconnect for a remote on the site's own origin, and gives a 404 page no hints", async () => {
    const home = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain(`<link rel="preload" href="${ORIGIN}/info/mf-manifest.json" as="fetch" crossorigin>`);
    expect(home).not.toContain('rel="preconnect"');
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('rel="preload"');
  });

  it("shows the summary in the app's frame, with no inline script but the loader the CSP names", async () => {
    const res = await app.inject({ method: 'GET', url: '/archives/paperlist?year=2024&volume=3&issue=2' });
    const html = res.body;
    const main = html.slice(html.indexOf('<main id="main"'), html.indexOf('</main>'));
    expect(main).toContain(
      `<p class="text-sm font-medium text-brand-700">Archives</p><h1 class="mt-1 ${pageHeadingClass}">Volume 3, Issue 2 (2024)</h1>`,
    );
    expect(html).toContain('min-h-[65px] sm:min-h-[85px] lg:min-h-[138px]');
    // Every script is a module file, a data block, or the one inline loader, which runs by its hash.
    const inline = scripts(html).filter((attributes) => attributes === '');
    expect(inline).toHaveLength(1);
    const loader = /<script>([^<]+)<\/script>/.exec(html)![1]!;
    expect(res.headers['content-security-policy']).toContain(hashSource(loader));
    expect(
      scripts(html)
        .filter((attributes) => attributes !== '')
        .every((attributes) => /type="(module|application\/json|application\/ld\+json)"/.test(attributes)),
    ).toBe(true);
    expect(
      scripts(html)
        .filter((attributes) => attributes.includes('module'))
        .every((attributes) => attributes.includes('src=')),
    ).toBe(true);
  });

  it("keeps the app's script and the section's module preloads in the template the loader reads after the first paint", async () => {
    const html = (await app.inject({ method: 'GET', url: '/archives/paperlist?year=2024&volume=3&issue=2' })).body;
    const template = /<template id="journal-scripts">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
    expect(template).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(template).toContain(
      '<link rel="modulepreload" href="https://archives.example.org/remoteEntry.js" crossorigin>',
    );
    expect(template).toContain(`<link rel="preload" href="${ARCHIVES}" as="fetch" crossorigin>`);
    // The site configuration is read by the app's first line: it stays in the page itself.
    expect(template).not.toContain('journal-site-config');
  });

  it("opens the home page with the words of the home page's own opening card", async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(html).toMatch(new RegExp(`<h1 id="[^"]+" class="${pageHeadingClass}">${journal.name}</h1>`));
    expect(html).toContain(`${journal.shortName} publishes original research`);
  });
});

describe('remoteFiles', () => {
  it('reads the entry and the ./routes files, relative to the manifest or to an absolute publicPath', () => {
    const url = new URL('https://archives.example.org/v2/mf-manifest.json');
    expect(remoteFiles(archivesManifest, url)).toEqual({
      entry: 'https://archives.example.org/v2/remoteEntry.js',
      scripts: [
        'https://archives.example.org/v2/assets/dist-B.js',
        'https://archives.example.org/v2/assets/routes-R.js',
      ],
      styles: ['https://archives.example.org/v2/assets/routes-q.css'],
    });
    const absolute = {
      ...archivesManifest,
      metaData: { ...archivesManifest.metaData, publicPath: 'https://archives.example.org/static/' },
    };
    expect(remoteFiles(absolute, url)?.entry).toBe('https://archives.example.org/static/remoteEntry.js');
  });

  it.each([
    [null],
    [{}],
    [{ metaData: { remoteEntry: { name: 1 } }, exposes: [] }],
    [{ ...archivesManifest, exposes: [] }],
  ])('gives nothing for %j', (manifest) => {
    expect(remoteFiles(manifest, new URL(ARCHIVES))).toBeNull();
  });
});

describe('compression through the site server', () => {
  let api: Server;
  let app: FastifyInstance;
  const listing = {
    papersList: Array.from({ length: 40 }, (_, i) => ({
      paper_id: i,
      paper_title: `Paper number ${i} on federated learning at the edge`,
    })),
  };
  beforeAll(async () => {
    api = createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ path: request.url, ...listing }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    app = await siteServer(undefined, { API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it('compresses API answers by Accept-Encoding (br, then gzip) and forwards them intact', async () => {
    const br = await app.inject({
      method: 'POST',
      url: '/api/archivePaperListing',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      payload: { page: 1 },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({
      path: '/archivePaperListing',
      ...listing,
    });
    const gzip = await app.inject({
      method: 'POST',
      url: '/api/archivePaperListing',
      headers: { 'accept-encoding': 'gzip' },
      payload: { page: 1 },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).papersList).toHaveLength(40);
    const plain = await app.inject({ method: 'POST', url: '/api/archivePaperListing', payload: { page: 1 } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().papersList).toHaveLength(40);
  });

  it('still answers 502 with its message when the API is down', async () => {
    const down = await siteServer(undefined, { API_URL: 'http://127.0.0.1:9' });
    try {
      const res = await down.inject({
        method: 'POST',
        url: '/api/archivePaperListing',
        headers: { 'accept-encoding': 'br' },
        payload: {},
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: 'The journal API is unavailable right now. Please try again shortly.' });
    } finally {
      await down.close();
    }
  });
});
