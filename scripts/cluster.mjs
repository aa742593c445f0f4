// The site as N API instances and N site servers behind Debian's nginx on this machine, for
// `npm run serve:cluster`, the cluster test (deploy/test/cluster/) and the bench (docs/deployment.md,
// "N instances behind a balancer"). The remotes are served as by `npm run serve`.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ports, root, servingCommands, siteEnv } from './services.mjs';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const MAX_INSTANCES = 9;
const run = (command) => `exec ${command}`;

/**
 * Every port of a cluster of `instances` API instances and as many site servers. The balancer takes the
 * ports readers and site servers use without a cluster (site 8080, API 8787, shifted by the offset); the
 * instances sit beside them: API instances on 8790.., site servers on 8070...
 */
export function clusterPorts(instances, offset = Number(process.env.JOURNAL_PORT_OFFSET ?? 0)) {
  if (!Number.isInteger(instances) || instances < 1 || instances > MAX_INSTANCES)
    throw new Error(`the number of instances must be a whole number from 1 to ${MAX_INSTANCES}, got ${instances}`);
  const p = ports(offset);
  const each = (first) => Array.from({ length: instances }, (_, i) => first + offset + i);
  return { ...p, apis: each(8790), sites: each(8070) };
}

/** deploy/nginx/balancer.conf.template with this machine's instances filled in. */
export function balancerServerBlocks(layout) {
  const servers = (list) =>
    // An instance that fails 3 times within 2 s is left out for 2 s, then tried again.
    list.map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=2s;`).join('\n    ');
  const values = {
    BALANCER_LISTEN: `127.0.0.1:${layout.site}`,
    API_LISTEN: `127.0.0.1:${layout.api}`,
    API_SERVERS: servers(layout.apis),
    SITE_SERVERS: servers(layout.sites),
  };
  const template = readFileSync(path.join(root, 'deploy/nginx/balancer.conf.template'), 'utf8');
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name) => values[name] ?? match);
}

/**
 * A whole nginx configuration in `workDir` (its own pid, logs and temporary files, so nginx needs no
 * root-owned paths): what Debian's /etc/nginx/nginx.conf would wrap around the server blocks.
 */
export function writeBalancerConfig(layout, workDir) {
  mkdirSync(workDir, { recursive: true });
  // nginx's workers run as an unprivileged user when the master is root: they must reach their temp folders.
  chmodSync(workDir, 0o755);
  const temp = ['client_body_temp', 'proxy_temp', 'fastcgi_temp', 'uwsgi_temp', 'scgi_temp'].map((name) => {
    mkdirSync(path.join(workDir, name), { recursive: true });
    chmodSync(path.join(workDir, name), 0o777);
    return `${name}_path ${path.join(workDir, name)};`;
  });
  writeFileSync(path.join(workDir, 'balancer.conf'), balancerServerBlocks(layout));
  const conf = path.join(workDir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(workDir, 'nginx.pid')};`,
      `error_log ${path.join(workDir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...temp.map((line) => `  ${line}`),
      `  include ${path.join(workDir, 'balancer.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return conf;
}

/**
 * concurrently-style command objects ({ name, command, cwd, env }) of the cluster's processes: API
 * instances `api-1`.., site servers `site-1`.., the remotes, and `balancer` (nginx with `conf`).
 * `env` is passed to every process; REDIS_URL and DATABASE_URL in it reach the API instances.
 */
export function clusterCommands(layout, conf, env = process.env) {
  const origin = `http://localhost:${layout.site}`;
  const apis = layout.apis.map((port, i) => ({
    name: `api-${i + 1}`,
    command: run('node dist/main.mjs'),
    cwd: path.join(root, 'api'),
    // One process per instance: the instances are the unit that fails and is replaced.
    env: { ...env, PORT: String(port), API_WORKERS: env.API_WORKERS ?? '1', SITE_URL: env.SITE_URL ?? origin },
    prefixColor: 'magenta',
  }));
  const sites = layout.sites.map((port, i) => ({
    name: `site-${i + 1}`,
    command: run('node --import tsx src/main.ts'),
    cwd: path.join(root, 'site-server'),
    env: {
      ...env,
      ...siteEnv(layout, env),
      PORT: String(port),
      // Its own calls to the API go through the balancer, to whichever instance is up.
      API_URL: `http://127.0.0.1:${layout.api}`,
      SITE_URL: env.SITE_URL ?? origin,
      // The balancer on this machine names the reader in X-Forwarded-For.
      SITE_TRUST_PROXY: 'loopback',
      // Every connection comes from the balancer: its cap per address is the cap of all (docs/reliability.md).
      SITE_MAX_CONNECTIONS_PER_ADDRESS: env.SITE_MAX_CONNECTIONS_PER_ADDRESS ?? '4096',
    },
    prefixColor: 'blue',
  }));
  const remotes = servingCommands(layout).slice(2);
  const balancer = {
    name: 'balancer',
    command: run(`${NGINX} -p ${path.dirname(conf)} -c ${conf}`),
    cwd: path.dirname(conf),
    env,
    prefixColor: 'yellow',
  };
  return [...apis, ...sites, ...remotes, balancer];
}

/** Resolves once `url` answers 200, or rejects after `timeoutMs`. */
export async function waitForOk(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
