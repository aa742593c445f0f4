// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { builtInRouteTable, journal } from '@journal/shared';
import { createRemoteRoutes, parsePublishedRoutes } from './remoteRoutes.ts';
import { fakeApi } from './test/fakeApi.ts';
import { ORIGIN, siteServer } from './test/siteServer.ts';

const readingList = {
  path: 'thesis/reading-list',
  title: 'Thesis Reading List',
  description: 'Books and papers the thesis editors recommend to M.Tech. and Ph.D. authors before they submit.',
};

/** A thesis remote whose routes.json says `pages`; the other remotes are unreachable. */
function remotesPublishing(pages: () => object[]) {
  const requested: string[] = [];
  const fetchRoutes = (async (url: URL | string) => {
    requested.push(String(url));
    if (!String(url).startsWith('http://localhost:8083/')) throw new Error('connection refused');
    return new Response(JSON.stringify({ section: 'thesis', pages: pages(), buildId: 'test' }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetchRoutes, requested };
}

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

describe('pages a remote publishes with its build', () => {
  it("are answered 200 with their own name in the site's title and listed in /remotes.json, without restarting the site server", async () => {
    const published = [...builtInRouteTable.thesis];
    const { fetchRoutes, requested } = remotesPublishing(() => published);
    const remoteRoutes = createRemoteRoutes(
      {
        archives: 'http://localhost:8081/mf-manifest.json',
        conference: 'http://localhost:8082/mf-manifest.json',
        thesis: 'http://localhost:8083/mf-manifest.json',
        info: 'http://localhost:8084/mf-manifest.json',
      },
      ORIGIN,
      { fetch: fetchRoutes, missRefreshMs: 0 },
    );
    await remoteRoutes.refreshAll();
    app = await siteServer(fakeApi(), {}, { remoteRoutes });
    expect(requested).toContain('http://localhost:8083/routes.json');

    expect((await app.inject('/thesis/reading-list')).statusCode).toBe(404);

    published.push(readingList); // the thesis team deploys a build with one more page
    const page = await app.inject('/thesis/reading-list');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title data-head="server">Thesis Reading List | ${journal.name}</title>`);
    expect(page.body).toContain(readingList.description);
    const document = (await app.inject('/remotes.json')).json<{ routes: Record<string, string[]> }>();
    expect(document.routes.thesis).toContain('thesis/reading-list');
    // A section whose routes.json cannot be read keeps the paths the site was built with.
    expect(document.routes.info).toEqual(builtInRouteTable.info.map((entry) => entry.path));
    expect((await app.inject('/aim-and-scope')).statusCode).toBe(200);
  });
});

describe('parsePublishedRoutes', () => {
  it('refuses another section, a hostile path or a malformed list', () => {
    expect(parsePublishedRoutes({ section: 'info', pages: [] }, 'thesis')).toBeNull();
    expect(parsePublishedRoutes({ section: 'thesis', pages: [{ path: '../../etc"><script>' }] }, 'thesis')).toBeNull();
    expect(parsePublishedRoutes({ section: 'thesis', pages: 'thesis' }, 'thesis')).toBeNull();
  });

  it('keeps a head only when both title and description are given', () => {
    expect(parsePublishedRoutes({ section: 'thesis', pages: [{ path: '/thesis/' }, readingList] }, 'thesis')).toEqual([
      { path: 'thesis' },
      { ...readingList, sitemap: true },
    ]);
  });
});
