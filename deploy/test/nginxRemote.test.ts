import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBuild } from '../../build-kit/release.mjs';

/**
 * deploy/nginx/remote.conf.template, the configuration of a remote's static host in its container, run
 * by Debian's nginx (installed by .ci/run) over a published remote build: the headers a reader's
 * browser gets. No container engine is needed.
 */
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = '/usr/sbin/nginx';
const port = 8195 + Number(process.env.JOURNAL_PORT_OFFSET ?? 0);
const origin = `http://127.0.0.1:${port}`;
const SITE = 'https://ijcri.example.org';
const BUILD = '20261123T091502Z-1a2b3c4d';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let nginx: ChildProcess | undefined;
const chunkSource = `export const routes = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `page ${i}`))};\n`;
const chunkCopy = gzipSync(chunkSource, { level: 9 });

/** A remote's dist folder as `npm run build` leaves it: one published build. */
function publishedRemote(root: string) {
  const build = path.join(root, 'builds', BUILD);
  mkdirSync(path.join(build, 'assets'), { recursive: true });
  writeFileSync(path.join(build, 'remoteEntry.js'), 'export const init = () => {};\n');
  writeFileSync(path.join(build, 'assets', 'routes-C1ynqSiU.js'), chunkSource);
  // The build's gzip copy of a chunk (build-kit/speed/precompress.mjs).
  writeFileSync(path.join(build, 'assets', 'routes-C1ynqSiU.js.gz'), chunkCopy);
  writeFileSync(path.join(build, 'mf-stats.json'), '{}');
  const manifest = {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
      publicPath: 'auto',
      journal: { buildId: BUILD, builtAt: '2026-11-23T09:15:02Z' },
    },
    shared: [],
    exposes: [
      {
        path: './routes',
        assets: { js: { sync: ['assets/routes-C1ynqSiU.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
  writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(build, 'routes.json'),
    JSON.stringify({ section: 'thesis', pages: [{ path: 'thesis' }], buildId: BUILD }),
  );
  publishBuild(root, BUILD);
}

/** The template with the variables the nginx image's envsubst would fill in. */
function render(template: string, values: Record<string, string>) {
  return template.replace(/\$\{(PORT|REMOTE_ROOT|SITE_ORIGINS)\}/g, (_match, name: string) => values[name]!);
}

async function waitForNginx() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx?.exitCode !== null && nginx?.exitCode !== undefined)
      throw new Error(`nginx exited with ${nginx.exitCode}`);
    try {
      await fetch(`${origin}/mf-manifest.json`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx did not start');
}

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx-light (.ci/run installs it)`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'nginx-remote-'));
  const root = path.join(work, 'remote');
  publishedRemote(root);
  cpSync(path.join(deployDir, 'nginx', 'journal-remote-headers.conf'), path.join(work, 'journal-remote-headers.conf'));
  const server = render(readFileSync(path.join(deployDir, 'nginx', 'remote.conf.template'), 'utf8'), {
    PORT: `127.0.0.1:${port}`,
    REMOTE_ROOT: root,
    SITE_ORIGINS: 'https://ijcri\\.example\\.org|https://www\\.ijcri\\.example\\.org',
  });
  writeFileSync(path.join(work, 'remote.conf'), server);
  // What the nginx image's own nginx.conf provides around conf.d/*.conf, with every path in `work`.
  const temp = (name: string) => `${name} ${path.join(work, name.replace(/_path$/, ''))};`;
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${work}/nginx.pid;\nerror_log ` +
      `${work}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log ` +
      `off;\n  ` +
      `${['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map(temp).join('\n  ')}\n ` +
      ` include ${work}/remote.conf;\n}\n`,
  );
  // nginx's workers run as an unprivileged user (www-data): they must be able to read what they serve.
  chmodSync(work, 0o755);
  for (const entry of readdirSync(work, { recursive: true, withFileTypes: true }))
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  const check = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'ignore' });
  await waitForNginx();
});

afterAll(() => {
  nginx?.kill('SIGTERM');
});

const get = (file: string, from = SITE, method = 'GET') =>
  fetch(`${origin}${file}`, { method, headers: { Origin: from, 'Accept-Encoding': 'gzip' } });

describe("a remote's static host (nginx)", () => {
  it('revalidates the manifest and the routes, and answers CORS for the site', async () => {
    for (const file of ['/mf-manifest.json', '/routes.json', `/builds/${BUILD}/mf-manifest.json`]) {
      const answer = await get(file);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('cache-control'), file).toBe('no-cache');
      expect(answer.headers.get('access-control-allow-origin'), file).toBe(SITE);
      expect(answer.headers.get('vary'), file).toContain('Origin');
    }
    const pointer = (await (await get('/mf-manifest.json')).json()) as { metaData: { remoteEntry: { path: string } } };
    expect(pointer.metaData.remoteEntry.path).toBe(`builds/${BUILD}`);
  });

  it("keeps a published build's entry and assets for a year", async () => {
    for (const file of [`/builds/${BUILD}/remoteEntry.js`, `/builds/${BUILD}/assets/routes-C1ynqSiU.js`]) {
      const answer = await get(file);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('cache-control'), file).toBe(IMMUTABLE);
      expect(answer.headers.get('content-type'), file).toMatch(/javascript/);
      expect(answer.headers.get('access-control-allow-origin'), file).toBe(SITE);
      for (const unused of ['etag', 'last-modified', 'accept-ranges'])
        expect(answer.headers.get(unused), file).toBeNull();
    }
  });

  it("sends a chunk's gzip copy from the build instead of compressing it again", async () => {
    const answer = await get(`/builds/${BUILD}/assets/routes-C1ynqSiU.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    // Compressed per answer, nginx streams it without a length; the copy goes out with its own.
    expect(answer.headers.get('content-length')).toBe(String(chunkCopy.length));
    expect(answer.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('names no other origin, answers a preflight, and sends the security headers of a non-document', async () => {
    const foreign = await get(`/builds/${BUILD}/remoteEntry.js`, 'https://evil.example');
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await get('/mf-manifest.json', SITE, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(foreign.headers.get('x-content-type-options')).toBe('nosniff');
    expect(foreign.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(foreign.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('publishes nothing else: build stats and unknown files are not found', async () => {
    for (const file of [`/builds/${BUILD}/mf-stats.json`, '/index.html', '/builds/', '/../etc/passwd']) {
      const answer = await get(file);
      expect(answer.status, file).toBe(404);
      expect(answer.headers.get('x-content-type-options'), file).toBe('nosniff');
    }
  });
});
