import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { journal } from '@journal/shared';
import { homeIntroduction } from '@journal/shared/metadata';
import { Button, PageHeader } from '@journal/shared/ui';
import { homeIntro } from '@journal/shared/widgets';
import { fakeApi } from '../test/fakeApi.ts';
import { siteServer } from '../test/siteServer.ts';

/**
 * The first HTML of "/" opens with the home page's own card (docs/architecture.md, "The first HTML"): the
 * server's summary equals `homeIntro` of `@journal/shared/widgets`, which mfe-info's HomePage draws (its own
 * test checks that side), so the card a reader sees first cannot drift from the one the app keeps.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await siteServer(fakeApi());
});
afterAll(() => app.close());

/** React's generated ids (the heading's, the card's aria-labelledby) depend on where the card is rendered. */
const sameIds = (html: string) => html.replace(/(id|aria-labelledby)="[^"]*"/g, '$1="…"');

const HomeIntro = homeIntro({ Button, PageHeader });

describe("the server's summary of the home page", () => {
  it("is the home page's opening card: its words, facts and links", async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    const summary = html.slice(html.indexOf('<div class="server-summary">'));
    const expected = sameIds(
      renderToStaticMarkup(
        <MemoryRouter>
          <HomeIntro />
        </MemoryRouter>,
      ),
    );
    expect(sameIds(summary)).toContain(expected);
    // What the reader sees of it, so the comparison above cannot pass on an empty card.
    for (const part of [
      `>${homeIntroduction.eyebrow}</p>`,
      `>${journal.name}</h1>`,
      `${journal.shortName} publishes original research`,
      `<dd>${journal.editorInChief}</dd>`,
      `<dd>${journal.doiPrefix}</dd>`,
      'href="/archives"',
      '>Browse the archives</a>',
      'href="/aim-and-scope"',
      '>Aim and scope</a>',
    ])
      expect(expected).toContain(part);
    // The card's heading names it by its own id.
    expect(summary).toMatch(/<section aria-labelledby="([^"]+)"[^>]*>.*<h1 id="\1"/s);
  });
});
