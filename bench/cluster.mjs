// The site as N instances behind Debian's nginx (`npm run serve:cluster`, docs/deployment.md): one API
// instance against two, and one site server against two, all through the balancer, with the same
// request streams as the API rows; plus one instance reached directly, so the balancer's own cost shows.
// Each API instance is one process (API_WORKERS=1), so two instances use two cores as the workers
// group's two processes do; on this two-core machine nginx and wrk share those cores with them.
// The database is the bench's SQLite file of `papers` papers, shared by the instances, or the database
// DATABASE_URL names when it is set (the API's PostgreSQL engine), used as it is.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterCommands, clusterPorts, waitForOk, writeBalancerConfig } from '../scripts/cluster.mjs';
import { database, requestsFor } from './api.mjs';
import { benchDir, PORT_OFFSET, stopGroup } from './lib/site.mjs';
import { row, TARGETS } from './lib/targets.mjs';
import { hasWrk, wrkLoad } from './lib/wrk.mjs';

const GROUP = '8 Cluster';
const PAGES = ['/', '/archives', '/thesis', '/conference'];

/** Every process of a cluster of `instances`, on ports beside the bench's own site. */
async function startCluster(instances, file) {
  const layout = clusterPorts(instances, PORT_OFFSET + 500);
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
  const conf = writeBalancerConfig(layout, work);
  const env = {
    ...process.env,
    ...(process.env.DATABASE_URL ? {} : { JOURNAL_DB: file }),
    JOURNAL_FILES_DIR: path.join(benchDir, 'bench-files'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: 'ijcri-bench:',
    LOG_LEVEL: 'warn',
  };
  const children = [];
  const start = async (command, health) => {
    children.push(
      spawn('sh', ['-c', command.command], { cwd: command.cwd, env: command.env, detached: true, stdio: 'ignore' }),
    );
    await waitForOk(health, 180_000);
  };
  const commands = clusterCommands(layout, conf, env);
  const stop = async () => {
    await Promise.all(children.map(stopGroup));
    rmSync(work, { recursive: true, force: true });
  };
  try {
    for (const command of commands) {
      const health =
        command.name === 'balancer'
          ? `http://127.0.0.1:${layout.site}/api/health`
          : `http://127.0.0.1:${command.env.PORT}/health`;
      await start(command, health);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { layout, stop };
}

/** One untimed run first, so each instance's answer cache and JIT are warm, then the timed one. */
async function measure(url, callPath, bodies, duration, method = 'POST') {
  await wrkLoad(url, callPath, bodies, { duration, method });
  return wrkLoad(url, callPath, bodies, { duration, method });
}

export async function clusterBench({ papers, duration }) {
  if (!hasWrk()) {
    const note = 'wrk is not installed (apt-get install -y wrk)';
    return { rows: [row(GROUP, 'Cluster rows', null, { target: TARGETS.errors, note })], measured: [] };
  }
  const file = process.env.DATABASE_URL ? undefined : await database(papers);
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const measured = [];
  let calls;
  for (const instances of [1, 2]) {
    const cluster = await startCluster(instances, file);
    try {
      const balancer = `http://127.0.0.1:${cluster.layout.site}`;
      calls ??= await requestsFor(papers, `${balancer}/api`);
      const runs = [
        ['archivePaperListing', balancer, '/api/archivePaperListing', calls.listing, 'POST'],
        ['searchArchive', balancer, '/api/searchArchive', calls.search, 'POST'],
        ['pages', balancer, '', PAGES, 'GET'],
      ];
      // The balancer's cost: the same stream sent to the one instance directly.
      if (instances === 1)
        runs.push([
          'archivePaperListing direct',
          `http://127.0.0.1:${cluster.layout.apis[0]}`,
          '/archivePaperListing',
          calls.listing,
          'POST',
        ]);
      for (const [name, url, callPath, bodies, method] of runs) {
        const result = await measure(url, callPath, bodies, duration, method);
        measured.push({ call: name, instances, papers, engine, ...result });
        console.log(
          `  ${name}, ${instances} instance${instances === 1 ? '' : 's'}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`,
        );
      }
    } finally {
      await cluster.stop();
    }
  }
  const find = (call, instances) => measured.find((m) => m.call === call && m.instances === instances);
  const at = `at 50 connections, ${papers.toLocaleString('en')} papers (${engine})`;
  const rows = [];
  for (const call of ['archivePaperListing', 'searchArchive', 'pages']) {
    const what =
      call === 'pages'
        ? `site pages (${PAGES.join(' ')}) req/s through the balancer`
        : `${call} req/s through the balancer`;
    const one = find(call, 1);
    const two = find(call, 2);
    rows.push(row(GROUP, `${what} ${at}, 1 instance`, one.rps));
    rows.push(row(GROUP, `${what} ${at}, 2 instances`, two.rps));
    rows.push(
      row(GROUP, `${call} speed-up, 2 instances vs 1 (informative: nginx and wrk share the cores)`, two.rps / one.rps, {
        unit: 'x',
        digits: 2,
      }),
    );
    rows.push(row(GROUP, `${call} p99 through the balancer, 2 instances`, two.p99, { unit: ' ms', digits: 1 }));
  }
  const direct = find('archivePaperListing direct', 1);
  const through = find('archivePaperListing', 1);
  rows.push(row(GROUP, `archivePaperListing req/s ${at}, 1 instance reached directly`, direct.rps));
  rows.push(
    row(GROUP, 'archivePaperListing through the balancer / directly, 1 instance (req/s)', through.rps / direct.rps, {
      unit: 'x',
      digits: 2,
    }),
  );
  rows.push(
    row(
      GROUP,
      'Errors, timeouts and non-2xx answers (cluster runs)',
      measured.reduce((sum, m) => sum + m.errors, 0),
      {
        target: TARGETS.errors,
      },
    ),
  );
  return { rows, measured };
}
