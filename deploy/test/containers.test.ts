import { spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dockerIgnore,
  freePort,
  inStage,
  mappedEnv,
  parseDockerfile,
  replayStage,
  startCommand,
  stopCommand,
  waitForAnswer,
  type Replayed,
} from './dockerfileReplay.ts';

/**
 * Every container file of deploy/, replayed without Docker (dockerfileReplay.ts): copy what it copies,
 * run its commands, start its server, and run the compose file's health check against it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NGINX = '/usr/sbin/nginx';
const started: ChildProcess[] = [];
const folders: string[] = [];

interface ComposeService {
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
  ports?: string[];
  networks?: { default?: { aliases?: string[] } };
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(readFileSync(path.join(root, 'deploy', 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

afterAll(() => {
  for (const child of started) stopCommand(child);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function stageFolder(): string {
  // Inside the repository's parent's temporary space; the copy never reaches the repository.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'container-'));
  folders.push(folder);
  return folder;
}

function replay(dockerfile: string, buildArgs: Record<string, string> = {}): Replayed[] {
  const stages = parseDockerfile(readFileSync(path.join(root, 'deploy', dockerfile), 'utf8'));
  const done: Record<string, Replayed> = {};
  return stages.map((stage, index) => {
    const replayed = replayStage(stage, { context: root, root: stageFolder(), buildArgs, stages: done });
    done[stage.name ?? String(index)] = replayed;
    return replayed;
  });
}

/** Runs the compose file's health check of `service` as Docker would inside the container. */
function healthCheck(service: string, env: Record<string, string>) {
  const [kind, ...command] = compose.services[service]!.healthcheck!.test;
  // Compose writes `$$` for a `$` the container's shell expands.
  const args = kind === 'CMD-SHELL' ? ['sh', '-c', command.join(' ').replace(/\$\$/g, '$')] : command;
  return spawnSync(args[0]!, args.slice(1), {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 10_000,
  });
}

async function startAndCheck(replayed: Replayed, service: string, extra: Record<string, string> = {}) {
  const port = String(await freePort());
  const child = startCommand(replayed, { HOST: '127.0.0.1', PORT: port, ...extra });
  started.push(child);
  const health = await waitForAnswer(`http://127.0.0.1:${port}/health`, child, 90_000);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  const check = healthCheck(service, { ...mappedEnv(replayed), PORT: port });
  expect(check.status, check.stderr).toBe(0);
  return port;
}

describe('the container files, replayed without Docker', () => {
  it('site.Dockerfile: builds the shell and its server answers /health and pages', async () => {
    const [site] = replay('site.Dockerfile');
    expect(existsSync(inStage(site!.root, '/repo/shell/dist/index.html'))).toBe(true);
    const port = await startAndCheck(site!, 'site');
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('journal-site-config');
  }, 300_000);

  it('api.Dockerfile: builds the API, which seeds its volume on first start and answers /health', async () => {
    const [api] = replay('api.Dockerfile');
    await startAndCheck(api!, 'api');
    expect(existsSync(inStage(api!.root, '/data/journal.db'))).toBe(true);
  }, 300_000);

  it('remote.Dockerfile: builds the section and its nginx answers /health and the manifest', async () => {
    if (!existsSync(NGINX))
      throw new Error(`${NGINX} is missing: apt-get install -y nginx-light (.ci/run installs it)`);
    const [, server] = replay('remote.Dockerfile', { SECTION: 'thesis' });
    expect(existsSync(inStage(server!.root, '/srv/remote/mf-manifest.json'))).toBe(true);
    const port = String(await freePort());
    const env = { ...mappedEnv(server!), PORT: `127.0.0.1:${port}` };
    startNginx(server!.root, env);
    const health = await waitForAnswer(`http://127.0.0.1:${port}/health`, undefined, 20_000);
    expect(health.status).toBe(200);
    expect(healthCheck('thesis', { PORT: port }).status).toBe(0);
    const manifest = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`);
    expect(((await manifest.json()) as { metaData: { journal: { section: string } } }).metaData.journal.section).toBe(
      'thesis',
    );
  }, 300_000);
});

describe('the compose file', () => {
  it('checks the health of every service, and starts each once what it calls is healthy', () => {
    for (const [name, service] of Object.entries(compose.services))
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(1);
    const healthy = (...names: string[]) =>
      Object.fromEntries(names.map((name) => [name, { condition: 'service_healthy' }]));
    expect(compose.services.api!.depends_on).toEqual(healthy('postgres', 'redis'));
    expect(compose.services.site!.depends_on).toEqual(healthy('api', 'archives', 'conference', 'thesis', 'info'));
    expect(compose.services.balancer!.depends_on).toEqual(healthy('api', 'site'));
  });

  it('publishes the balancer to readers, and neither the API instances nor the site servers', () => {
    expect(compose.services.balancer!.ports).toEqual(['8080:8080']);
    expect(compose.services.api!.ports).toBeUndefined();
    expect(compose.services.site!.ports).toBeUndefined();
    expect(compose.services.site!.environment!.API_URL).toBe('http://balancer:8787');
  });

  it("gives the site server the remotes' addresses a browser uses, reachable from inside the compose network", () => {
    const remotes = Object.entries(compose.services.site!.environment!).filter(([key]) => /^REMOTE_\w+_URL$/.test(key));
    expect(remotes).toHaveLength(4);
    for (const [key, value] of remotes) {
      const address = new URL(/^\$\{\w+:-(.+)\}$/.exec(value)![1]!);
      const section = key.replace(/^REMOTE_(\w+)_URL$/, '$1').toLowerCase();
      const service = compose.services[section]!;
      // The browser: every *.localhost name is this machine, where the port is published as it is.
      expect(address.hostname, key).toBe(`${section}.localhost`);
      expect(service.ports, key).toEqual([`${address.port}:${address.port}`]);
      // The site server: the same name is the remote's alias in the network, listening on the same port.
      expect(service.networks?.default?.aliases, key).toContain(address.hostname);
      expect(service.environment?.PORT, key).toBe(address.port);
    }
  });
});

describe('.dockerignore', () => {
  it('keeps installed packages, builds and local data out of the build context, and the sources in', () => {
    const ignored = dockerIgnore(root);
    for (const excluded of [
      'node_modules/react',
      'shell/node_modules/x',
      'mfe-thesis/dist/mf-manifest.json',
      'api/data/journal.db',
      '.git/HEAD',
      'shared/package/package.json',
    ])
      expect(ignored(excluded), excluded).toBe(true);
    for (const kept of [
      'shared/src/index.ts',
      'site-server/src/main.ts',
      'patches/x.patch',
      'package-lock.json',
      'api/src/main.ts',
    ])
      expect(ignored(kept), kept).toBe(false);
  });
});

/**
 * What the nginx image does at start: every /etc/nginx/templates/*.template rendered with the
 * container's variables into conf.d/, then nginx with its own nginx.conf (here Debian's nginx, every
 * path inside the stage's folder).
 */
function startNginx(stageRoot: string, env: Record<string, string>) {
  const etc = inStage(stageRoot, '/etc/nginx');
  mkdirSync(path.join(etc, 'conf.d'), { recursive: true });
  for (const template of readdirSync(path.join(etc, 'templates'))) {
    const text = readFileSync(path.join(etc, 'templates', template), 'utf8');
    const rendered = text.replace(/\$\{(\w+)\}/g, (whole, name: string) => env[name] ?? whole);
    writeFileSync(path.join(etc, 'conf.d', template.replace(/\.template$/, '')), rendered);
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${etc}/${name};`);
  writeFileSync(
    path.join(etc, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${etc}/nginx.pid;\nerror_log ${etc}/error.log;\nevents {}\n` +
      `http {\n  include /etc/nginx/mime.types;\n  access_log off;\n  ${temp.join('\n  ')}\n  include ${etc}/conf.d/*.conf;\n}\n`,
  );
  // nginx's workers run as an unprivileged user: they must be able to read what they serve.
  for (const entry of readdirSync(stageRoot, { recursive: true, withFileTypes: true }))
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  chmodSync(stageRoot, 0o755);
  const check = spawnSync(NGINX, ['-t', '-p', etc, '-c', path.join(etc, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  started.push(
    startCommand(
      { root: '/', workdir: etc, env: {}, cmd: [NGINX, '-p', etc, '-c', path.join(etc, 'nginx.conf')], volumes: [] },
      {},
    ),
  );
}
