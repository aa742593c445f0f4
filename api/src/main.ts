import cluster from 'node:cluster';
import { readConfig, type ApiConfig } from './config.ts';

/**
 * `npm start`: the API on PORT (default 8787), seeding the database on first start.
 * API_WORKERS processes (default: one per core) share the port through node:cluster and the one SQLite
 * database (WAL: readers never wait; one writer at a time, the others wait up to the busy timeout).
 * Rate limits are counted in the database and the answer cache follows the database's data_version,
 * so both stay right across processes (docs/api.md, "Worker processes").
 */
let config: ApiConfig;
try {
  config = readConfig();
} catch (error) {
  // A wrong setting is the operator's to fix: one line naming the variable, no stack trace.
  console.error(`Journal API not started: ${(error as Error).message}`);
  process.exit(1);
}

if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else await runServer(config);

/**
 * Starts the workers and replaces any that dies. The primary never opens the database: the first worker
 * migrates and (on a first start) seeds it alone, since the others start only once it listens, so the
 * primary loads no database code and forks at once (docs/api.md, "Start-up").
 */
/** The database for the log: the SQLite file, or PostgreSQL's host and database without the credentials. */
function databaseName(config: ApiConfig): string {
  if (!config.databaseUrl) return config.dbPath;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

async function runPrimary(config: ApiConfig) {
  const started = performance.now();

  let stopping = false;
  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    if (++listening === config.workers) {
      console.log(
        // @types/node says string; Node passes null for a server listening without a host.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- null in practice (above)
        `Journal API listening at http://${address.address ?? config.host}:${address.port} with ` +
          `${config.workers} worker processes, ready in ${Math.round(performance.now() - started)} ` +
          `ms (database ${databaseName(config)})`,
      );
    }
  });
  const workersLeft = () => Object.keys(cluster.workers ?? {}).length;
  cluster.on('exit', (worker, code, signal) => {
    // A worker that exits 0 was stopped (SIGINT or SIGTERM, sent to it alone or to the whole process group
    // before this process saw its own): it is not replaced, and the primary ends with the last one.
    if (stopping || (code === 0 && !signal)) {
      if (workersLeft() === 0) process.exit(0);
      return;
    }
    // @types/node says string; Node passes null when the worker exited with a code.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- null in practice (above)
    const ended = `API worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`})`;
    if (listening === 0) {
      // Not one worker has started: a fault every new one would meet too (a broken build, a database it cannot
      // open). The primary exits with a failure, and whoever runs it (concurrently, systemd) restarts it with
      // growing pauses instead of forking here in a tight loop.
      console.error(`${ended} before the API listened; stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exit(1);
    }
    console.error(`${ended}; starting another`);
    cluster.fork();
  });
  // One worker first, the others once it listens: on a busy machine the first then has the CPU to itself
  // and a restarted API answers sooner (docs/api.md, "Start-up").
  cluster.fork();
  cluster.once('listening', () => {
    for (let i = 1; i < config.workers; i++) cluster.fork();
  });

  // Handled every time: a second signal (Ctrl-C reaches the whole process group, and concurrently passes it
  // on once more) must not end the primary before its workers have finished their requests.
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing ${workersLeft()} workers`);
    if (workersLeft() === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** One server process: the whole API when API_WORKERS=1, otherwise one of the workers. */
async function runServer(config: ApiConfig) {
  const started = performance.now();
  // Loaded here, not at the top: the cluster's primary never serves, so it starts its workers without
  // loading Fastify and every route (a restarted API answers sooner, docs/api.md "Start-up").
  const { buildApp } = await import('./app.ts');
  const { precompiledBeside } = await import('./http/precompiledSchemas.ts');
  const { limitConnections } = await import('@journal/server-kit');
  // The built API (dist/main.mjs) has its routes' validators and serialisers precompiled beside it.
  const compilers = await precompiledBeside(import.meta.url, (key) => {
    console.warn(`Not in dist/schemas.mjs, compiled at start: ${key}`);
  });
  const app = buildApp({
    ...(compilers ? { compilers } : {}),
    dbPath: config.dbPath,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    filesDir: config.filesDir,
    token: config.token,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
    answerCacheMb: config.answerCacheMb,
    siteUrl: config.siteUrl,
    mail: {
      ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
      outboxDir: config.outboxDir,
      from: config.mailFrom,
    },
    mailClaimMs: config.mailClaimSeconds * 1000,
    clientIpDays: config.clientIpDays,
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    redisKeyPrefix: config.redisKeyPrefix,
    onSeeded: (counts, ms) => {
      console.log(`Seeded ${databaseName(config)} in ${ms} ms: ${JSON.stringify(counts)}`);
    },
  });

  // The same timeouts and caps as the site server and the remotes (docs/reliability.md, "Connections").
  limitConnections(app.server, config.connectionLimits);

  // Every signal is handled (the first starts the close, later ones are ignored), so a second one (from the
  // primary, or Ctrl-C passed on by concurrently) does not end the process before its requests are done.
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // As the site's other servers do (server-kit closeOnSignals): a stuck request cannot hold a stop forever.
    setTimeout(() => {
      app.log.error(`${signal}: still busy after 10 s, exiting`);
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const address = await app.listen({ port: config.port, host: config.host });
    if (cluster.isPrimary) {
      app.log.info(
        `Journal API listening at ${address}, ready in ${Math.round(performance.now() - started)} ms (database ${databaseName(config)})`,
      );
    }
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
}
