// `npm run test:team -- <section> --site <url> [playwright options]`: a section team's Playwright specs
// (tests/e2e/<section>*.spec.ts) against a site already running, local or deployed, with the team's
// own build of its remote substituted for the deployed one (tests/support/test.ts). Only that remote
// is built (skip with --no-build); nothing else is built or started. See docs/deployment.md.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, sections } from './services.mjs';

const args = process.argv.slice(2);
const section = args[0];
const siteIndex = args.indexOf('--site');
const site = siteIndex > 0 ? args[siteIndex + 1] : undefined;
if (!section || !sections[section] || !site || !URL.canParse(site)) {
  console.error(
    `usage: npm run test:team -- <${Object.keys(sections).join('|')}> --site <url of the running site> [--no-build] [playwright options]`,
  );
  process.exit(2);
}
const build = !args.includes('--no-build');
const playwrightArgs = args
  .slice(1)
  .filter((arg, index, all) => arg !== '--no-build' && arg !== '--site' && all[index - 1] !== '--site');
const siteOrigin = new URL(site).origin;
const port = 8199 + Number(process.env.JOURNAL_PORT_OFFSET ?? 0);
const localOrigin = `http://localhost:${port}`;

function run(command, commandArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Checked against the running site's shell (docs/deployment.md, "What a release checks"), unless told otherwise.
const buildEnv = { JOURNAL_LIVE_SITE: site, ...process.env };
if (build && (await run('npm', ['run', 'build', '-w', `mfe-${section}`], { cwd: root, env: buildEnv })) !== 0)
  process.exit(1);

// The team's build, served as its own static host would, for the running site's origin.
const remote = spawn(process.execPath, [path.join(root, 'server-kit/src/serve-remote.mjs'), section], {
  cwd: path.join(root, `mfe-${section}`),
  env: { ...process.env, PORT: String(port), SITE_ORIGINS: siteOrigin },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopRemote = () => remote.exitCode === null && remote.kill('SIGTERM');
process.once('SIGINT', () => {
  stopRemote();
  process.exit(130);
});
for (let attempt = 0; ; attempt += 1) {
  try {
    if ((await fetch(`${localOrigin}/mf-manifest.json`)).ok) break;
  } catch {
    // not listening yet
  }
  if (attempt > 100 || remote.exitCode !== null) {
    console.error(`the ${section} remote did not start on ${localOrigin}`);
    stopRemote();
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 150));
}

console.log(`\n${section} remote under test: ${localOrigin}, substituted into ${site}\n`);
const code = await run(
  path.join(root, 'node_modules/.bin/playwright'),
  ['test', `e2e/${section}[^/]*\\.spec\\.ts`, ...playwrightArgs],
  {
    cwd: path.join(root, 'tests'),
    env: { ...process.env, JOURNAL_SITE_URL: site, JOURNAL_REMOTE_UNDER_TEST: `${section}=${localOrigin}` },
  },
);
stopRemote();
process.exit(code);
