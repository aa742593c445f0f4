import { Redis } from 'ioredis';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, describeOutcome, type Answer } from './httpClient.ts';
import { root } from '../../../scripts/services.mjs';
import { startCluster, type RunningCluster } from './runningCluster.ts';
import { deliveredPerRecipient, sentMail } from './deliveredMail.ts';

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

/** A fault of the test below: when it began and when it ended (the same moment for dropped connections). */
interface Fault {
  name: string;
  from: number;
  to: number;
}

/** One write of the test below, with the answer to each time it was sent. */
interface Write {
  kind: 'message' | 'subscription';
  email: string;
  at: number;
  /** When the last answer came. */
  done: number;
  tries: { at: number; status: number; retryAfter?: string; error?: string }[];
}

// What the API answers a write it took: 201 for a message, 202 for a subscription.
const ACCEPTED = { message: 201, subscription: 202 } as const;
// Sent again as it was, as the balancer's configuration tells a reader to: it may have been stored (docs/deployment.md).
const unanswered = (status: number) => status === 0 || status === 502;
const QUIET_AFTER_MS = 6_000;

describe('an API instance killed, PostgreSQL’s connections dropped twice and Redis stopped, under load', () => {
  it(
    'fails no read, answers every write 2xx (stored once) or 503 with Retry-After (not stored), delivers every queued mail once, and recovers',
    { timeout: 330_000 },
    async () => {
      const started = Date.now();
      let loading = true;
      const since = () => Date.now() - started;
      const reads = READS.filter(([, url]) => url !== '/api/health');
      const readFailures: string[] = [];
      const readTimes: { at: number; ms: number; failed: boolean }[] = [];
      const writes: Write[] = [];
      let loadEnded = 0;
      let redisInUse: Promise<number | undefined> = Promise.resolve(undefined);
      // The restarted Redis holds nothing, so its first rate-limit counter shows an instance using it again.
      async function redisCounts(from: number): Promise<number | undefined> {
        while (since() < from + 15_000) {
          const keys = await redis.keys(`${cluster.redisKeyPrefix}rate-limit:*`).catch(() => []);
          if (keys.length > 0) return since() - from;
          await sleep(100);
        }
        return undefined;
      }
      const faults: Fault[] = [];

      async function reader(index: number) {
        const connection = connect(site);
        for (let n = index; loading; n++) {
          const [method, url, body] = reads[n % reads.length]!;
          const at = since();
          const outcome = await answerOf(connection.request(method, url, body));
          const failedRead = outcome instanceof Error || outcome.status !== 200;
          readTimes.push({ at, ms: since() - at, failed: failedRead });
          if (failedRead) readFailures.push(`${method} ${url} at ${at} ms: ${describeOutcome(outcome)}`);
        }
        connection.close();
      }

      // Messages and subscriptions (each subscription queues a confirmation mail), each from an address of
      // its own so no rate limit applies. A write is sent once, and again only when it got no answer or a
      // 502 (its instance died with it): a 503 is the API's answer and is kept.
      async function writer(index: number) {
        for (let n = 1; loading; n++) {
          const kind = n % 2 === 0 ? 'message' : 'subscription';
          const tag = `fault-w${index}-${n}`;
          const [url, body] =
            kind === 'message'
              ? (['/api/contactUs', contact(tag)] as const)
              : (['/api/newsletterSubscribe', { email: `reader.${tag}@example.org` }] as const);
          const write: Write = { kind, email: body.email, at: since(), done: 0, tries: [] };
          writes.push(write);
          const connection = connect(site, `127.${60 + index}.${Math.floor(n / 250)}.${(n % 250) + 1}`);
          for (let attempt = 1; attempt <= WRITE_TRIES; attempt++) {
            const at = since();
            const outcome = await answerOf(connection.request('POST', url, body));
            const retryAfter = outcome instanceof Error ? undefined : outcome.headers['retry-after'];
            write.tries.push(
              outcome instanceof Error
                ? { at, status: 0, error: outcome.message }
                : { at, status: outcome.status, ...(typeof retryAfter === 'string' ? { retryAfter } : {}) },
            );
            if (!unanswered(write.tries.at(-1)!.status)) break;
            await sleep(300);
          }
          write.done = since();
          connection.close();
          await sleep(100);
        }
      }

      const dropConnections = async () => {
        const at = since();
        await cluster.database.rows(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        faults.push({ name: 'PostgreSQL connections dropped', from: at, to: at });
      };
      async function inject() {
        await sleep(3_000);
        // Killed first and started again (as the supervisor of `npm run serve:cluster` would), so that both
        // instances then live through the database and Redis faults without a restart.
        let from = since();
        await cluster.stop('api-2', 'SIGKILL');
        await sleep(4_000);
        await cluster.start('api-2');
        faults.push({ name: 'API instance killed, started again', from, to: since() });
        await sleep(3_000);
        await dropConnections();
        await sleep(3_000);
        from = since();
        await cluster.stop('redis', 'SIGKILL');
        await sleep(5_000);
        await cluster.start('redis');
        faults.push({ name: 'Redis stopped, started again', from, to: since() });
        redisInUse = redisCounts(since());
        await sleep(3_000);
        await dropConnections();
        await sleep(QUIET_AFTER_MS);
        loading = false;
      }

      await Promise.all([
        inject(),
        ...Array.from({ length: 8 }, (_, i) => writer(i)),
        ...Array.from({ length: 40 }, (_, i) => reader(i)),
      ]);
      loadEnded = since();
      const redisBack = await redisInUse;

      // What the database holds of each write.
      const storedMessages = new Map(
        (
          await storedRows<{ email: string; n: number | string }>(
            "SELECT email, count(*) AS n FROM contact_messages WHERE email LIKE '%fault-w%' GROUP BY email",
          )
        ).map((row) => [row.email, Number(row.n)]),
      );
      const storedSubscriptions = new Map(
        (
          await storedRows<{ email: string; n: number | string }>(
            "SELECT email, count(*) AS n FROM newsletter_subscribers WHERE email LIKE 'reader.fault-w%' GROUP BY email",
          )
        ).map((row) => [row.email, Number(row.n)]),
      );
      const wrong = writes.flatMap((write) => {
        const count = (write.kind === 'message' ? storedMessages : storedSubscriptions).get(write.email) ?? 0;
        const last = write.tries.at(-1)!;
        // A try that got no answer may have been stored before its instance died: then the 503 of the next try
        // is about that try alone, and the write is stored once or not at all.
        const mayHaveLanded = write.tries.slice(0, -1).some((t) => unanswered(t.status));
        if (last.status === ACCEPTED[write.kind] && count === 1) return [];
        if (last.status === 503 && last.retryAfter && (count === 0 || (mayHaveLanded && count === 1))) return [];
        return [
          `${write.kind} ${write.email} at ${write.at} ms: ${write.tries
            .map((t) => `${t.status || t.error} at ${t.at} ms (retry-after ${t.retryAfter})`)
            .join(', ')}; stored ${count}×`,
        ];
      });
      // Only the writes in flight on the instance that was killed may go unanswered.
      const killed = faults.find((fault) => fault.name.startsWith('API instance'))!;
      const unansweredElsewhere = writes.flatMap((write) =>
        write.tries
          .filter((t) => unanswered(t.status) && (t.at < killed.from - 1_000 || t.at > killed.to + 2_000))
          .map((t) => `${write.email} at ${t.at} ms: ${t.status || t.error}`),
      );

      // Every mail queued reached its reader once, by whichever instance: as many Message-IDs as rows per
      // address, and no row left waiting. A claim held by the killed instance is taken over once it expires
      // (MAIL_CLAIM_SECONDS, 30 s in this cluster: runningCluster.ts), so the wait allows for one. A message
      // whose instance was killed between sending it and recording it goes out again with the same
      // Message-ID, so no message may be sent more often than it was claimed.
      const waiting = async () =>
        Number(
          (await storedRows<{ n: number | string }>('SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL'))[0]!
            .n,
        );
      await expect.poll(waiting, { timeout: 60_000, interval: 500 }).toBe(0);
      const allDelivered = since();
      const [takenOver] = await storedRows<{ n: number | string }>(
        'SELECT count(*) AS n FROM mail_outbox WHERE attempts > 1',
      );
      const rows = await storedRows<{ id: number | string; recipient: string; attempts: number | string }>(
        "SELECT id, recipient, attempts FROM mail_outbox WHERE recipient LIKE 'reader.fault-w%'",
      );
      const queued = new Map<string, number>();
      for (const row of rows) queued.set(row.recipient, (queued.get(row.recipient) ?? 0) + 1);
      const sends = sentMail(path.join(cluster.dir, 'outbox')).filter((mail) => mail.to.startsWith('reader.fault-w'));
      const delivered = deliveredPerRecipient(sends);
      const mailWrong = [...queued].flatMap(([to, n]) =>
        delivered.get(to) === n ? [] : [`${to}: queued ${n}, delivered ${delivered.get(to) ?? 0}`],
      );
      const claimsOf = new Map(rows.map((row) => [Number(row.id), Number(row.attempts)]));
      const sendsPerMessage = new Map<string, { to: string; copies: number }>();
      for (const { messageId, to } of sends)
        sendsPerMessage.set(messageId, { to, copies: (sendsPerMessage.get(messageId)?.copies ?? 0) + 1 });
      const sentMoreThanClaimed = [...sendsPerMessage].flatMap(([messageId, { to, copies }]) => {
        const claims = claimsOf.get(Number(/^<outbox-(\d+)-/.exec(messageId)?.[1])) ?? 0;
        return copies <= claims ? [] : [`${messageId} to ${to}: sent ${copies}, claimed ${claims}`];
      });
      const notQueued = [...delivered.keys()].filter((to) => to.startsWith('reader.fault-w') && !queued.has(to));
      // Every stored subscription had its confirmation queued; none that was not stored did.
      const subscribedWithoutMail = [...storedSubscriptions.keys()].filter((email) => !queued.has(email));
      const mailWithoutSubscription = [...queued.keys()].filter((email) => !storedSubscriptions.has(email));

      // The figures for docs/reliability.md: errors, p99 during each fault and after the last, recovery.
      const quiet = Math.max(...faults.map((fault) => fault.to)) + 1_000;
      const accepted = (write: Write) => write.tries.at(-1)!.status === ACCEPTED[write.kind];
      // A read or write counts for a fault when it was under way at any moment from its start to 2 s after its end.
      const overlaps = (fault: Fault, from: number, to: number) => from <= fault.to + 2_000 && to >= fault.from;
      const figures = faults.map((fault) => {
        const during = readTimes.filter((read) => overlaps(fault, read.at, read.at + read.ms));
        const writesDuring = writes.filter((write) => overlaps(fault, write.at, write.done));
        const next = writes.find((write) => write.at > fault.to && accepted(write));
        return (
          `${fault.name} at ${fault.from} ms (for ${fault.to - fault.from} ms): reads ${during.length}, ` +
          `failed ${during.filter((read) => read.failed).length}, ` +
          `p99 ${percentile(
            during.map((read) => read.ms),
            99,
          )} ms; writes ${writesDuring.length}, ${writesDuring.filter((w) => w.tries.at(-1)!.status === 503).length} ` +
          `answered 503, ${writesDuring.filter((w) => w.tries.length > 1).length} sent again; next accepted write ` +
          `${next ? next.at - fault.to : '-'} ms after`
        );
      });
      const after = readTimes.filter((read) => read.at > quiet);
      console.log(
        [
          `reads ${readTimes.length}, failed ${readFailures.length}; p99 before the faults ${percentile(
            readTimes.filter((read) => read.at < faults[0]!.from).map((read) => read.ms),
            99,
          )} ms, after ${percentile(
            after.map((read) => read.ms),
            99,
          )} ms (${after.length} reads)`,
          `writes ${writes.length}: ${writes.filter(accepted).length} accepted and stored, ` +
            `${writes.filter((w) => w.tries.at(-1)!.status === 503).length} answered 503, ` +
            `${writes.filter((w) => w.tries.length > 1).length} sent again after no answer, ${wrong.length} wrong`,
          `mail: ${rows.length} queued, ${sendsPerMessage.size} delivered ` +
            `(${sends.length} sent), the last ${allDelivered - loadEnded} ms after the load; ` +
            `${takenOver!.n} delivered by a second claim`,
          ...figures,
          `Redis counting again ${redisBack ?? '-'} ms after it was started`,
        ].join('\n'),
      );

      expect(readFailures, readFailures.slice(0, 10).join('\n')).toEqual([]);
      expect(wrong, wrong.slice(0, 10).join('\n')).toEqual([]);
      expect(unansweredElsewhere).toEqual([]);
      expect(writes.filter((write) => write.kind === 'message' && accepted(write)).length).toBeGreaterThan(8);
      expect(writes.filter((write) => write.kind === 'subscription' && accepted(write)).length).toBeGreaterThan(8);
      expect(mailWrong, mailWrong.slice(0, 10).join('\n')).toEqual([]);
      expect(sentMoreThanClaimed).toEqual([]);
      expect(notQueued).toEqual([]);
      expect(subscribedWithoutMail).toEqual([]);
      expect(mailWithoutSubscription).toEqual([]);
      expect(redisBack).toBeDefined();

      // Each service is in use again on each instance, with no restart since the database and Redis faults:
      // a message now is stored and counted in Redis, and a subscription's mail goes out.
      for (const [index, address] of [
        [0, '127.0.0.97'],
        [1, '127.0.0.98'],
      ] as const) {
        const connection = instance(index, address);
        const now = contact(`after-the-faults-${index}`);
        expect((await connection.request('POST', '/contactUs', now)).status).toBe(201);
        expect(await storedRows('SELECT id FROM contact_messages WHERE email = $1', now.email)).toHaveLength(1);
        await expect
          .poll(() => redis.keys(`${cluster.redisKeyPrefix}rate-limit:*${address}`), { timeout: 5_000 })
          .toHaveLength(1);
        const email = `after-the-faults-${index}@example.org`;
        expect((await connection.request('POST', '/newsletterSubscribe', { email })).status).toBe(202);
        connection.close();
        await expect
          .poll(() => deliveredPerRecipient(sentMail(path.join(cluster.dir, 'outbox'))).get(email), { timeout: 15_000 })
          .toBe(1);
      }
    },
  );
});
