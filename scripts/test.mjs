// `npm test`: lint (ESLint, Prettier, knip), type checking, every package's Vitest tests, the build, then
// the Playwright tests against the built, composed site, then the cluster behind nginx on the same build.
// Every step runs even when an earlier one fails, so one run shows everything; the last line counts the
// tests of all runners: "N passed, N failed".
import { spawnSync } from 'node:child_process';
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

function run(step, command, args, options = {}) {
  console.log(`\n=== ${step} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) failedSteps.push(step);
  return result.status === 0;
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

// 0. Lint: ESLint (type-aware rules, import boundaries), Prettier --check and knip; a failure counts as one.
const lintOk = run('lint (ESLint, Prettier, knip)', 'npm', ['run', 'lint', '--silent']);
if (!lintOk) totals.failed += 1;

// 1. Types: every workspace has its own tsconfig.
const typecheckOk = run('type check', 'node', [path.join(root, 'scripts/typecheck.mjs')]);
if (!typecheckOk) totals.failed += 1;

// 2. Unit, component and API tests.
const vitestReport = path.join(reports, 'vitest.json');
run('unit and component tests (Vitest)', bin('vitest'), [
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

// 3. The build the integration tests run against.
const built = run('build', 'npm', ['run', 'build', '--silent']);

// 4. Integration tests in Chromium against the composed site.
if (built) {
  const playwrightReport = path.join(root, 'tests/test-results/results.json');
  rmSync(playwrightReport, { force: true });
  run('integration tests (Playwright)', bin('playwright'), ['test'], { cwd: path.join(root, 'tests') });
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
  run('cluster tests (Vitest: instances behind nginx)', bin('vitest'), [
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
