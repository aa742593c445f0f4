// `npm run serve:cluster [-- --instances N]`: the built site as N API instances (default 2) and N site
// servers behind Debian's nginx, with the remotes served as by `npm run serve` (docs/deployment.md,
// "N instances behind a balancer"). The instances share the rate limits and locks in Redis (REDIS_URL,
// default redis://127.0.0.1:6379, which must answer), the database (DATABASE_URL when the API is given
// one, else the one SQLite file JOURNAL_DB) and the files folder (JOURNAL_FILES_DIR). A part that
// fails is restarted as by `npm start`; one Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clusterCommands, clusterPorts, NGINX, waitForOk, writeBalancerConfig } from './cluster.mjs';
import { portsInUse } from './portsInUse.mjs';
import { root, sections } from './services.mjs';
import { supervise } from './supervise.mjs';

function refuse(message) {
  console.error(`${message} Nothing was started.`);
  process.exit(1);
}

const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' } } });
let layout;
try {
  layout = clusterPorts(Number(values.instances));
} catch (error) {
  refuse(`--instances: ${error.message}.`);
}

const missing = ['api', 'shell', ...Object.keys(sections).map((name) => `mfe-${name}`)].filter(
  (app) => !existsSync(path.join(root, app, 'dist')),
);
if (missing.length > 0) refuse(`Not built yet: ${missing.join(', ')}. Run "npm run build".`);
if (!existsSync(NGINX)) refuse(`${NGINX} is missing: apt-get install -y nginx-light (or set NGINX_PATH).`);

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
if (!(await answersPing(redisUrl)))
  refuse(
    `Redis does not answer at ${redisUrl}: the instances count rate limits there. Start it with ` +
      '`redis-server --daemonize yes --port 6379 --save ""` (apt-get install -y redis-server) or set REDIS_URL.',
  );

const named = [
  ['balancer', layout.site],
  ['balancer (API)', layout.api],
  ...layout.apis.map((port, i) => [`api-${i + 1}`, port]),
  ...layout.sites.map((port, i) => [`site-${i + 1}`, port]),
  ...Object.entries(layout.remotes),
];
const taken = await portsInUse(named);
if (taken.length > 0)
  refuse(
    `Port ${taken.map(([name, port]) => `${port} (${name})`).join(', ')} already in use: stop that process or ` +
      'move the ports with JOURNAL_PORT_OFFSET=<number>.',
  );

const conf = writeBalancerConfig(layout, mkdtempSync(path.join(os.tmpdir(), 'journal-balancer-')));
const commands = clusterCommands(layout, conf, { ...process.env, REDIS_URL: redisUrl });

// A database's first start (migrations, the seed) is done by one instance alone before the others start.
await firstStart(commands[0]);
supervise(commands, { prefix: 'name' });
console.log(
  `\nThe journal site through the balancer: http://localhost:${layout.site}  ` +
    `(${layout.apis.length} API instances on ${layout.apis.join(', ')}; site servers on ${layout.sites.join(', ')})\n`,
);

async function firstStart(api) {
  const child = spawn('sh', ['-c', api.command], { cwd: api.cwd, env: api.env, stdio: 'inherit' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      waitForOk(`http://127.0.0.1:${api.env.PORT}/health`, 600_000),
      exited.then((code) => Promise.reject(new Error(`the API exited (${code}) before answering`))),
    ]);
  } catch (error) {
    refuse(`First start of the database: ${error.message}.`);
  }
  child.kill('SIGTERM');
  await exited;
}

function answersPing(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    // An answer of any kind (+PONG, or -NOAUTH from a server with a password) means Redis is there.
    socket.once('data', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}
