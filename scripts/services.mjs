// The processes that make up the running site, with their ports and environment, in one place for
// `npm start`, `npm run dev` and the Playwright tests. JOURNAL_PORT_OFFSET shifts every port at once
// (the tests use 10000, so they never collide with a site a developer has running).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sections } from '../build-kit/sections.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The sections (ports, environment names) come from the shared package's route module (read through tsx).
export { sections };
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// concurrently starts each command through a shell; `exec` makes the shell become the server, so a signal
// reaches the server itself and a stop waits for its graceful close (cmd.exe on Windows has no exec).
const run = (command) => (process.platform === 'win32' ? command : `exec ${command}`);

export function ports(offset = Number(process.env.JOURNAL_PORT_OFFSET ?? 0)) {
  const remotes = Object.fromEntries(Object.entries(sections).map(([name, meta]) => [name, meta.port + offset]));
  return { site: 8080 + offset, api: 8787 + offset, remotes };
}

/**
 * Environment of the site server: where the API and each remote are. A REMOTE_*_URL or API_URL already
 * set in the environment wins (a section deployed elsewhere, docs/deployment.md); only unset ones get
 * the local defaults.
 */
export function siteEnv(p, env = process.env) {
  const site = { PORT: String(p.site), API_URL: env.API_URL || `http://localhost:${p.api}` };
  for (const [name, meta] of Object.entries(sections))
    site[meta.env] = env[meta.env] || `http://localhost:${p.remotes[name]}`;
  return site;
}

/** Origins a remote serves its modules to: the site, plus EXTRA_SITE_ORIGINS (tests run a second site server). */
export function siteOrigins(sitePort) {
  const extra = process.env.EXTRA_SITE_ORIGINS ? `,${process.env.EXTRA_SITE_ORIGINS}` : '';
  return `http://localhost:${sitePort},http://127.0.0.1:${sitePort}${extra}`;
}

/** concurrently command list: API, site server and one static server per remote, all on built files. */
export function servingCommands(p = ports(), { watchApi = false } = {}) {
  const passthrough = { ...process.env };
  return [
    {
      name: 'api',
      // Without watch, the API's build (`npm run build -w api`): plain JavaScript starts in a fraction of the
      // time tsx takes to load the TypeScript source, so a killed API answers again sooner (docs/api.md, "Start-up").
      command: run(watchApi ? `${bin('tsx')} watch src/main.ts` : 'node dist/main.mjs'),
      cwd: path.join(root, 'api'),
      // SITE_URL: the links in newsletter messages point at this site.
      env: { ...passthrough, PORT: String(p.api), SITE_URL: process.env.SITE_URL ?? `http://localhost:${p.site}` },
      prefixColor: 'magenta',
    },
    {
      name: 'site',
      command: run('node --import tsx src/main.ts'),
      cwd: path.join(root, 'site-server'),
      env: { ...passthrough, ...siteEnv(p) },
      prefixColor: 'blue',
    },
    ...Object.keys(sections).map((name) => ({
      name,
      command: run(`node ${path.join(root, 'server-kit/src/serve-remote.mjs')} ${name}`),
      cwd: path.join(root, `mfe-${name}`),
      env: { ...passthrough, PORT: String(p.remotes[name]), SITE_ORIGINS: siteOrigins(p.site) },
      prefixColor: 'green',
    })),
  ];
}
