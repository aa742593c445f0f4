import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { clusterCommands, clusterPorts, NGINX, waitForOk, writeBalancerConfig } from '../../../scripts/cluster.mjs';
import { root } from '../../../scripts/services.mjs';

/**
 * The cluster of `npm run serve:cluster` (scripts/cluster.mjs) on a PostgreSQL database of its own, a
 * temporary files folder and a Redis server of its own (Debian's redis-server, on a port shifted by
 * JOURNAL_PORT_OFFSET as the cluster's are), with each process started here so a test can kill and restart any one of them.
 * Each process's output goes to a log file in the temporary folder; a failing test names the folder.
 */
type Command = { name: string; command: string; cwd: string; env: NodeJS.ProcessEnv };

export interface RunningCluster {
  layout: ReturnType<typeof clusterPorts>;
  dir: string;
  /** The cluster's own Redis, the part named `redis`. */
  redisUrl: string;
  database: ClusterDatabase;
  redisKeyPrefix: string;
  /** Starts a stopped process again. */
  start(name: string): Promise<void>;
  /** Sends `signal` and waits for the process to end. */
  stop(name: string, signal: NodeJS.Signals): Promise<void>;
  /** The last lines of a process's log, for a failure message. */
  log(name: string): string;
  close(): Promise<void>;
}

/** The cluster's own Redis (a test stops and starts it), on a port shifted as the cluster's are. */
const redisCommand = (port: number) => `exec redis-server --port ${port} --bind 127.0.0.1 --save "" --appendonly no`;

async function redisAnswers(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.setTimeout(1_000, () => socket.destroy());
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.end();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
    });
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startCluster(instances: number): Promise<RunningCluster> {
  for (const built of ['api/dist/main.mjs', 'shell/dist/index.html'])
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run "npm run build" first`);
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx-light (.ci/run installs it)`);
  // Beside the ports of `npm start` (offset), of the Playwright tests (+10000) and of the other deploy tests.
  const offset = Number(process.env.JOURNAL_PORT_OFFSET ?? 0) + 12_000;
  const layout = clusterPorts(instances, offset);
  const redisPort = 6390 + offset;
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'journal-cluster-'));
  const database = await createClusterDatabase();
  const redisKeyPrefix = `ijcri-cluster-test-${randomUUID()}:`;
  const conf = writeBalancerConfig(layout, path.join(dir, 'balancer'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    JOURNAL_FILES_DIR: path.join(dir, 'files'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    LOG_LEVEL: 'warn',
    // The shortest claim allowed: a mail claimed by the instance the fault test kills goes out 30 s later, not
    // after the default two minutes.
    MAIL_CLAIM_SECONDS: '30',
  };
  const commands = new Map(
    [
      { name: 'redis', command: redisCommand(redisPort), cwd: dir, env },
      ...(clusterCommands(layout, conf, env) as Command[]),
    ].map((command) => [command.name, command]),
  );
  const running = new Map<string, ChildProcess>();

  function spawnPart(name: string): ChildProcess {
    const command = commands.get(name)!;
    const out = createWriteStream(path.join(dir, `${name}.log`), { flags: 'a' });
    // `exec` in the command makes the shell become the server, so the signal reaches the server itself.
    const child = spawn('sh', ['-c', command.command], {
      cwd: command.cwd,
      env: command.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    running.set(name, child);
    return child;
  }

  const health = (name: string): string => {
    const command = commands.get(name)!;
    return name === 'balancer'
      ? `http://127.0.0.1:${layout.site}/api/health`
      : `http://127.0.0.1:${command.env.PORT}/health`;
  };

  async function start(name: string): Promise<void> {
    const child = spawnPart(name);
    const exited = new Promise<never>((_resolve, reject) =>
      child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before answering:\n${log(name)}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([name === 'redis' ? redisAnswers(redisPort, 10_000) : waitForOk(health(name), 120_000), exited]);
  }

  function log(name: string): string {
    try {
      return readFileSync(path.join(dir, `${name}.log`), 'utf8')
        .split('\n')
        .slice(-20)
        .join('\n');
    } catch {
      return '';
    }
  }

  async function stop(name: string, signal: NodeJS.Signals): Promise<void> {
    const child = running.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await ended;
  }

  const cluster: RunningCluster = {
    layout,
    dir,
    redisUrl,
    database,
    redisKeyPrefix,
    start,
    stop,
    log,
    async close() {
      await Promise.all([...running.keys()].map((name) => stop(name, 'SIGTERM')));
      await database.drop();
      if (!process.env.KEEP_CLUSTER_DIR) rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    // The first instance migrates and seeds the database alone, as `npm run serve:cluster` does.
    await start('redis');
    await start('api-1');
    await Promise.all(
      [...commands.keys()].filter((name) => name !== 'api-1' && name !== 'redis').map((name) => start(name)),
    );
  } catch (error) {
    await cluster.close();
    throw error;
  }
  return cluster;
}

/**
 * The cluster's own PostgreSQL database, created for the run with a unique name and dropped after it, on
 * the server at JOURNAL_TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres, as the
 * API's PostgreSQL tests use; .ci/run starts it).
 */
const SERVER = process.env.JOURNAL_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ClusterDatabase {
  url: string;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${SERVER} (${(error as Error).message}): apt-get install -y postgresql ` +
        'and start it (.ci/run does both), or set JOURNAL_TEST_POSTGRES_URL',
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createClusterDatabase(): Promise<ClusterDatabase> {
  const name = `journal_cluster_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async rows<T>(sql: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
