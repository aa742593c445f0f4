// `npm test`: lint (ESLint, Prettier, knip), type checking, every package's Vitest tests, the build, then
// the Playwright tests against the built, composed site, then the cluster behind nginx on the same build.
// Every step runs even when an earlier one fails, so one run shows everything; the last line counts the
// tests of all runners: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './services.mjs';
import { failedPlaywrightTests, failedVitestTests } from './testReports.mjs';

const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

/** Resolves with the exit code of `command`, or 1 when it cannot start. */
function exitCodeOf(child) {
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function run(step, command, args, options = {}) {
  console.log(`\n=== ${step} ===`);
  const ok = (await exitCodeOf(spawn(command, args, { cwd: root, stdio: 'inherit', ...options }))) === 0;
  if (!ok) failedSteps.push(step);
  return ok;
}

/** Runs a step with its output held back, so that a step beside it keeps the terminal; `show` prints it. */
function runHeldBack(step, command, args) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { FORCE_COLOR: '1', ...process.env },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return exitCodeOf(child).then((code) => ({
    ok: code === 0,
    show() {
      console.log(`\n=== ${step} (ran beside the unit tests) ===`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) failedSteps.push(step);
    },
  }));
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// Before any test: the Debian packages and services the tests need, installed and started when this runs as
// root with apt-get, otherwise the one command that does, and nothing runs.
const prerequisites = spawnSync('bash', [path.join(root, 'scripts/test-prerequisites.sh')], { stdio: 'inherit' });
if (prerequisites.status !== 0) process.exit(1);

// 0 and 1. Lint (ESLint with type-aware rules and import boundaries, Prettier --check, knip) and then type
// checking (every workspace has its own tsconfig), each failure counting as one test. They run beside the
// unit tests, which use one core (docs/contributing.md, "How long npm test takes"), and print after them.
const checks = runHeldBack('lint (ESLint, Prettier, knip)', 'npm', ['run', 'lint', '--silent']).then(async (lint) => [
  lint,
  await runHeldBack('type check', 'node', [path.join(root, 'scripts/typecheck.mjs')]),
]);

// 2. Unit, component and API tests.
const vitestReport = path.join(reports, 'vitest.json');
await run('unit and component tests (Vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
const failedTests = [];
if (vitest) {
  failedTests.push(...failedVitestTests(vitest, root));
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  totals.failed += 1;
}
for (const check of await checks) {
  check.show();
  if (!check.ok) totals.failed += 1;
}

// 3. The build the integration tests run against.
const built = await run('build', 'npm', ['run', 'build', '--silent']);

// 4. Integration tests in Chromium against the composed site.
if (built) {
  const playwrightReport = path.join(root, 'tests/test-results/results.json');
  rmSync(playwrightReport, { force: true });
  await run('integration tests (Playwright)', bin('playwright'), ['test'], { cwd: path.join(root, 'tests') });
  const playwright = readJson(playwrightReport);
  if (playwright) {
    totals.passed += playwright.stats.expected + playwright.stats.flaky;
    if (playwright.stats.flaky > 0)
      console.log(
        `${playwright.stats.flaky} integration test(s) passed only on their retry (flaky): see the list above.`,
      );
    failedTests.push(...failedPlaywrightTests(playwright));
    totals.failed += playwright.stats.unexpected;
    totals.skipped += playwright.stats.skipped;
  } else {
    totals.failed += 1;
  }
} else {
  totals.failed += 1;
}

// 5. The cluster under load: two API instances and two site servers behind nginx, on the same build
// (deploy/test/cluster/; after the integration tests, so the two never share the machine's cores).
if (built) {
  const clusterReport = path.join(reports, 'cluster.json');
  await run('cluster tests (Vitest: instances behind nginx)', bin('vitest'), [
    'run',
    '--config',
    'deploy/vitest.cluster.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${clusterReport}`,
  ]);
  const cluster = readJson(clusterReport);
  if (cluster) {
    failedTests.push(...failedVitestTests(cluster, root));
    totals.passed += cluster.numPassedTests;
    totals.failed += cluster.numFailedTests;
    totals.skipped += cluster.numPendingTests + cluster.numTodoTests;
  } else {
    totals.failed += 1;
  }
} else {
  totals.failed += 1;
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
// Named again at the very end, where a CI log that keeps only its tail still shows them.
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
