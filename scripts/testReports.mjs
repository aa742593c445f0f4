// The failed tests of the runners' JSON reports, one line each, for the end of `npm test`'s output: a CI log
// that keeps only its tail then still names what failed, not just the step it failed in.
import path from 'node:path';

/** The first line of a failure message, without the terminal's colour codes, at most 300 characters. */
function firstLine(messages) {
  // eslint-disable-next-line no-control-regex -- the colour codes are what is removed
  const text = messages.join('\n').replace(/\u001b\[[0-9;]*m/g, '');
  return text.split('\n')[0].slice(0, 300);
}

/** "Vitest <file> › <test>: <first line of the failure>" for every failed test of a Vitest JSON report. */
export function failedVitestTests(report, root) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `Vitest ${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages ?? [])}`,
      ),
  );
}

/** "Playwright <file>:<line> › <describe> › <test>: <first error line>" for every test that failed all its tries. */
export function failedPlaywrightTests(report) {
  const failed = [];
  const walk = (suites = [], titles = []) => {
    for (const suite of suites) {
      // The outer suites are the spec files, whose names the spec's own file already gives.
      const inner = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests.filter((candidate) => candidate.status === 'unexpected')) {
          const errors = test.results.flatMap((result) => (result.error?.message ? [result.error.message] : []));
          failed.push(
            `Playwright ${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')}: ${firstLine(errors)}`,
          );
        }
      walk(suite.suites, inner);
    }
  };
  walk(report.suites);
  return failed;
}
