import { Redis } from 'ioredis';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, describeOutcome, type Answer } from './httpClient.ts';
import { root } from '../../../scripts/services.mjs';
import { startCluster, type RunningCluster } from './runningCluster.ts';

/**
 * Two API instances and two site servers behind Debian's nginx (`npm run serve:cluster`,
 * docs/deployment.md "N instances behind a balancer"), sharing one PostgreSQL database, one files folder
 * and Redis. Needs the built site (`npm test` runs it after the build), nginx, Redis and PostgreSQL.
 */
let cluster: RunningCluster;
let redis: Redis;
let site: string;

beforeAll(async () => {
  cluster = await startCluster(2);
  redis = new Redis(cluster.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  await redis.connect();
  site = `http://127.0.0.1:${cluster.layout.site}`;
}, 300_000);

afterAll(async () => {
  redis?.disconnect();
  await cluster?.close();
}, 60_000);

const contact = (tag: string) => ({
  name: 'Kwame Mensah',
  email: `kwame.mensah+${tag}@example.org`,
  subject: 'Question about the review timeline',
  message: `How long does the first round of review take for a survey paper? Reference ${tag}.`,
});

/** One API instance directly, from the reader at `address`. */
const instance = (index: number, address: string) =>
  connect(`http://127.0.0.1:${cluster.layout.apis[index]!}`, address);

const storedRows = <T>(sql: string, ...params: unknown[]) => cluster.database.rows<T>(sql, params);

describe('the rate limit across instances', () => {
  it('gives a reader one allowance whichever instance answers (5 messages per 10 minutes)', async () => {
    const [first, second] = [instance(0, '127.0.0.91'), instance(1, '127.0.0.91')];
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await (i % 2 === 0 ? first : second).request('POST', '/contactUs', contact(`allowance-${i}`));
      statuses.push(answer.status);
    }
    first.close();
    second.close();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(await redis.keys(`${cluster.redisKeyPrefix}rate-limit:*127.0.0.91`)).toHaveLength(1);
  });
});

describe('de-duplication across instances', () => {
  it('stores a message sent to both instances at the same moment once, and answers both with its id', async () => {
    const message = contact('sent-twice');
    const [a, b] = await Promise.all([
      instance(0, '127.0.0.92').request('POST', '/contactUs', message),
      instance(1, '127.0.0.92').request('POST', '/contactUs', message),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(JSON.parse(a.body).id).toBe(JSON.parse(b.body).id);
    expect(await storedRows('SELECT id FROM contact_messages WHERE email = $1', message.email)).toHaveLength(1);
  });

  it('keeps one subscription for an address sent to both instances at the same moment', async () => {
    const email = 'ama.owusu@example.org';
    const answers = await Promise.all([
      instance(0, '127.0.0.93').request('POST', '/newsletterSubscribe', { email }),
      instance(1, '127.0.0.93').request('POST', '/newsletterSubscribe', { email }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(await storedRows('SELECT id FROM newsletter_subscribers WHERE email = $1', email)).toHaveLength(1);
  });
});

describe('an article imported while the cluster runs', () => {
  it('is answered by every API instance and every site server, whose caches held the answers before', async () => {
    const title = 'Cache Admission at the Edge with Learned Reuse Distances';
    const search = (index: number) =>
      instance(index, '127.0.0.95').request('POST', '/searchArchive', { search: 'learned reuse distances' });
    const feed = (port: number) => connect(`http://127.0.0.1:${port}`).request('GET', '/feeds/papers.atom');
    // Asked before the import, so each instance's answer cache and each site server's API reader hold the
    // answers without the article.
    for (const index of [0, 1]) expect((await search(index)).body).not.toContain(title);
    for (const port of cluster.layout.sites) expect((await feed(port)).body).not.toContain(title);

    const imported = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/import.ts',
        '--db',
        cluster.database.url,
        '--files',
        path.join(cluster.dir, 'files'),
        path.join(root, 'api/src/jats/fixtures/edge-caching.xml'),
      ],
      { cwd: path.join(root, 'api'), encoding: 'utf8' },
    );
    expect(imported.stderr + imported.stdout).toContain('1 of 1 file(s) imported');

    // Each follows the database's content version (docs/deployment.md, "State shared across instances").
    for (const index of [0, 1])
      await expect.poll(async () => (await search(index)).body, { timeout: 30_000, interval: 250 }).toContain(title);
    for (const port of cluster.layout.sites)
      await expect.poll(async () => (await feed(port)).body, { timeout: 30_000, interval: 250 }).toContain(title);
  });
});

/** What readers ask for: pages of the site servers and API calls, all through the balancer (and a PDF, below). */
const READS: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
  ['GET', '/'],
  ['GET', '/archives'],
  ['GET', '/conference'],
  ['GET', '/thesis'],
  ['GET', '/sitemap.xml'],
  ['POST', '/api/topics', {}],
  ['POST', '/api/blogListing', {}],
  ['POST', '/api/editorialBoard', {}],
  ['POST', '/api/searchArchive', { search: 'neural networks' }],
  ['GET', '/api/health'],
];
const READ_TRIES = 3;
const WRITE_TRIES = 5;
const LOAD_MS = 30_000;
const CONNECTIONS = 100;
const WRITERS = 15;

type Outcome = Answer | Error;
const answerOf = (promise: Promise<Answer>): Promise<Outcome> => promise.catch((error: unknown) => error as Error);
const failed = (outcome: Outcome) => outcome instanceof Error || outcome.status >= 500;

describe('100 connections for 30 s while an API instance is killed and a site server restarted', () => {
  it(
    'answers every read within the client’s retries and keeps every acknowledged write',
    { timeout: 240_000 },
    async () => {
      const readFailures: string[] = [];
      const writeFailures: string[] = [];
      const acknowledged = { messages: new Map<number, string>(), subscriptions: new Set<string>() };
      let answered = 0;
      const limited = { accepted: 0, refused: 0, unanswered: 0, other: [] as string[] };
      // A paper's PDF, not typeset yet: the first readers ask both instances for it at the same moment.
      const found = await connect(site).request('POST', '/api/searchArchive', { search: 'neural networks' });
      const pdf = (JSON.parse(found.body) as { papersList: { paper_url: string }[] }).papersList[0]!.paper_url;
      expect(pdf).toMatch(/^\/files\/papers\/[\w.-]+\.pdf$/);
      const reads: typeof READS = [['GET', pdf], ...READS];
      const deadline = Date.now() + LOAD_MS;

      // A reader retries a read that failed (no answer, or 5xx), as the site's client does, up to READ_TRIES in all.
      async function reader(index: number) {
        const connection = connect(site);
        for (let n = index; Date.now() < deadline; n++) {
          const [method, url, body] = reads[n % reads.length]!;
          let outcome: Outcome = new Error('not sent');
          for (let attempt = 1; attempt <= READ_TRIES; attempt++) {
            outcome = await answerOf(connection.request(method, url, body));
            if (!failed(outcome)) break;
            await sleep(200);
          }
          answered++;
          if (outcome instanceof Error || outcome.status !== 200)
            readFailures.push(`${method} ${url}: ${describeOutcome(outcome)}`);
        }
        connection.close();
      }

      // Each write comes from a reader of its own (address), so no rate limit applies; one that gets no answer
      // or a 5xx is sent again as it was, which the database stores once.
      async function writer(index: number) {
        for (let n = 1; Date.now() < deadline; n++) {
          const address = `127.${20 + index}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
          const connection = connect(site, address);
          const tag = `w${index}-${n}`;
          const [url, body] =
            n % 2 === 0
              ? (['/api/contactUs', contact(tag)] as const)
              : (['/api/newsletterSubscribe', { email: `reader.${tag}@example.org` }] as const);
          let outcome: Outcome = new Error('not sent');
          for (let attempt = 1; attempt <= WRITE_TRIES; attempt++) {
            outcome = await answerOf(connection.request('POST', url, body));
            if (!failed(outcome)) break;
            await sleep(300);
          }
          connection.close();
          if (!(outcome instanceof Error) && outcome.status === 201)
            acknowledged.messages.set(
              (JSON.parse(outcome.body) as { id: number }).id,
              (body as { email: string }).email,
            );
          else if (!(outcome instanceof Error) && outcome.status === 202)
            acknowledged.subscriptions.add((body as { email: string }).email);
          else writeFailures.push(`${url} from ${address}: ${describeOutcome(outcome)}`);
          await sleep(50);
        }
      }

      // One reader sends a message every 2 s through the balancer, which spreads them over both instances.
      async function overTheLimit() {
        const connection = connect(site, '127.0.0.94');
        for (let n = 0; n < 12; n++) {
          const outcome = await answerOf(connection.request('POST', '/api/contactUs', contact(`limited-${n}`)));
          if (outcome instanceof Error || outcome.status >= 500) limited.unanswered++;
          else if (outcome.status === 201) limited.accepted++;
          else if (outcome.status === 429) limited.refused++;
          else limited.other.push(describeOutcome(outcome));
          await sleep(2_000);
        }
        connection.close();
      }

      async function faults() {
        await sleep(6_000);
        await cluster.stop('api-2', 'SIGKILL');
        await sleep(6_000);
        // As the supervisor of `npm run serve:cluster` would.
        await cluster.start('api-2');
        await sleep(3_000);
        await cluster.stop('site-1', 'SIGTERM');
        await cluster.start('site-1');
      }

      await Promise.all([
        faults(),
        overTheLimit(),
        ...Array.from({ length: WRITERS }, (_, i) => writer(i)),
        ...Array.from({ length: CONNECTIONS - WRITERS - 1 }, (_, i) => reader(i)),
      ]);

      expect(readFailures, readFailures.slice(0, 10).join('\n')).toEqual([]);
      expect(writeFailures, writeFailures.slice(0, 10).join('\n')).toEqual([]);
      expect(answered).toBeGreaterThan(CONNECTIONS);
      expect(acknowledged.messages.size).toBeGreaterThan(WRITERS);
      expect(acknowledged.subscriptions.size).toBeGreaterThan(WRITERS);

      // Every acknowledged write is in the database, whichever instance took it (and one was killed).
      const messages = new Map(
        // PostgreSQL's driver gives a bigint as a string.
        (await storedRows<{ id: number | string; email: string }>('SELECT id, email FROM contact_messages')).map(
          (row) => [Number(row.id), row.email],
        ),
      );
      const lostMessages = [...acknowledged.messages].filter(([id, email]) => messages.get(id) !== email);
      expect(lostMessages).toEqual([]);
      const subscribers = new Set(
        (await storedRows<{ email: string }>('SELECT email FROM newsletter_subscribers')).map((row) => row.email),
      );
      expect([...acknowledged.subscriptions].filter((email) => !subscribers.has(email))).toEqual([]);

      // The reader over the limit: at most 5 accepted across both instances, all the others refused.
      expect(limited.other).toEqual([]);
      expect(limited.accepted).toBeLessThanOrEqual(5);
      expect(limited.accepted + limited.unanswered).toBeGreaterThanOrEqual(5);
      expect(limited.refused).toBe(12 - limited.accepted - limited.unanswered);

      // The PDF is in the shared folder, whole: no temporary file of a second typesetting left beside it.
      const stored = readdirSync(path.join(cluster.dir, 'files', 'papers'));
      expect(stored).toContain(path.basename(pdf));
      expect(stored.filter((name) => name.endsWith('.tmp'))).toEqual([]);

      // The killed instance and the restarted site server serve again.
      for (const port of [...cluster.layout.apis, ...cluster.layout.sites])
        expect((await connect(`http://127.0.0.1:${port}`).request('GET', '/health')).status).toBe(200);
    },
  );
});

/** The `p`th percentile of `values` (ms), rounded. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

describe('PostgreSQL’s connections dropped twice and Redis stopped and started, under load', () => {
  it(
    'fails no read, answers every write 2xx (stored once) or 503 with Retry-After (not stored), and recovers',
    { timeout: 240_000 },
    async () => {
      const LOAD = 24_000;
      const started = Date.now();
      const deadline = started + LOAD;
      const reads = READS.filter(([, url]) => url !== '/api/health');
      const readFailures: string[] = [];
      const readTimes: { at: number; ms: number }[] = [];
      const writes: { at: number; email: string; status: number; retryAfter?: string; error?: string }[] = [];
      const faults: { name: string; at: number }[] = [];

      async function reader(index: number) {
        const connection = connect(site);
        for (let n = index; Date.now() < deadline; n++) {
          const [method, url, body] = reads[n % reads.length]!;
          const at = Date.now();
          const outcome = await answerOf(connection.request(method, url, body));
          readTimes.push({ at: at - started, ms: Date.now() - at });
          if (outcome instanceof Error || outcome.status !== 200)
            readFailures.push(`${method} ${url} at ${at - started} ms: ${describeOutcome(outcome)}`);
        }
        connection.close();
      }

      // Each write is sent once, from an address of its own (no rate limit applies), and its answer kept.
      async function writer(index: number) {
        for (let n = 1; Date.now() < deadline; n++) {
          const connection = connect(site, `127.${60 + index}.${Math.floor(n / 250)}.${(n % 250) + 1}`);
          const message = contact(`fault-w${index}-${n}`);
          const at = Date.now() - started;
          const outcome = await answerOf(connection.request('POST', '/api/contactUs', message));
          connection.close();
          writes.push(
            outcome instanceof Error
              ? { at, email: message.email, status: 0, error: outcome.message }
              : {
                  at,
                  email: message.email,
                  status: outcome.status,
                  ...(typeof outcome.headers['retry-after'] === 'string'
                    ? { retryAfter: outcome.headers['retry-after'] }
                    : {}),
                },
          );
          await sleep(100);
        }
      }

      const dropConnections = async () => {
        faults.push({ name: 'connections dropped', at: Date.now() - started });
        await cluster.database.rows(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
      };
      async function inject() {
        await sleep(4_000);
        await dropConnections();
        await sleep(3_000);
        faults.push({ name: 'Redis stopped', at: Date.now() - started });
        await cluster.stop('redis', 'SIGKILL');
        await sleep(5_000);
        await cluster.start('redis');
        faults.push({ name: 'Redis started', at: Date.now() - started });
        await sleep(3_000);
        await dropConnections();
      }

      await Promise.all([
        inject(),
        ...Array.from({ length: 8 }, (_, i) => writer(i)),
        ...Array.from({ length: 40 }, (_, i) => reader(i)),
      ]);

      const stored = new Map(
        (
          await storedRows<{ email: string; n: number | string }>(
            "SELECT email, count(*) AS n FROM contact_messages WHERE email LIKE '%fault-w%' GROUP BY email",
          )
        ).map((row) => [row.email, Number(row.n)]),
      );
      const wrong = writes.flatMap((write) => {
        const count = stored.get(write.email) ?? 0;
        if (write.status === 201 && count === 1) return [];
        if (write.status === 503 && write.retryAfter && count === 0) return [];
        return [
          `${write.email} at ${write.at} ms: ${write.status || write.error} (retry-after ${write.retryAfter}), stored ${count}×`,
        ];
      });

      // The figures for docs/reliability.md: errors, p99 during the faults and after, recovery.
      const lastFault = Math.max(...faults.map((fault) => fault.at));
      const during = readTimes.filter((read) => read.at >= faults[0]!.at && read.at <= lastFault + 1_000);
      const after = readTimes.filter((read) => read.at > lastFault + 1_000);
      const recovery = faults.map((fault) => {
        const firstGood = writes.find((write) => write.at > fault.at && write.status === 201);
        return `${fault.name} at ${fault.at} ms: next stored write ${firstGood ? firstGood.at - fault.at : '-'} ms later`;
      });
      console.log(
        [
          `reads ${readTimes.length}, failed ${readFailures.length}; p99 during the faults ${percentile(
            during.map((r) => r.ms),
            99,
          )} ms, after ${percentile(
            after.map((r) => r.ms),
            99,
          )} ms`,
          `writes ${writes.length}: ${writes.filter((w) => w.status === 201).length} stored, ` +
            `${writes.filter((w) => w.status === 503).length} answered 503, ${wrong.length} wrong`,
          ...recovery,
        ].join('\n'),
      );

      expect(readFailures, readFailures.slice(0, 10).join('\n')).toEqual([]);
      expect(wrong, wrong.slice(0, 10).join('\n')).toEqual([]);
      expect(writes.filter((write) => write.status === 201).length).toBeGreaterThan(8);

      // Each service is in use again without a restart of the API: a write now is stored and counted in Redis.
      const now = contact('after-the-faults');
      const answer = await connect(site, '127.0.0.97').request('POST', '/api/contactUs', now);
      expect(answer.status).toBe(201);
      expect(await storedRows('SELECT id FROM contact_messages WHERE email = $1', now.email)).toHaveLength(1);
      await expect
        .poll(() => redis.keys(`${cluster.redisKeyPrefix}rate-limit:*127.0.0.97`), { timeout: 5_000 })
        .toHaveLength(1);
    },
  );
});
