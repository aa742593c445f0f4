import { describe, expect, it } from 'vitest';
import { failedPlaywrightTests, failedVitestTests } from '../../scripts/testReports.mjs';

/** `npm test` ends by naming each failed test: these are the shapes of the runners' JSON reports it reads. */
describe("npm test's list of failed tests", () => {
  it('names a failed Vitest test by its file and full name, with the first line of its failure', () => {
    const report = {
      testResults: [
        {
          name: '/repo/site-server/src/idle.test.ts',
          assertionResults: [
            { status: 'passed', fullName: 'idle sockets are capped', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'idle sockets close after the timeout',
              failureMessages: [
                '\u001b[31mAssertionError: expected false to be true\u001b[39m\n    at idle.test.ts:80:5',
              ],
            },
          ],
        },
      ],
    };
    expect(failedVitestTests(report, '/repo')).toEqual([
      'Vitest site-server/src/idle.test.ts › idle sockets close after the timeout: AssertionError: expected false to be true',
    ]);
  });

  it('names a Playwright test that failed every try by file, line and describe blocks, and leaves out one that passed on its retry', () => {
    const test = (status: string, messages: string[]) => ({
      status,
      results: messages.map((message) => ({ error: { message } })),
    });
    const report = {
      suites: [
        {
          title: 'thesis.spec.ts',
          file: 'thesis.spec.ts',
          specs: [
            {
              title: 'the thesis index lists every volume',
              file: 'thesis.spec.ts',
              line: 54,
              tests: [test('expected', [])],
            },
          ],
          suites: [
            {
              title: 'at 375 pixels',
              file: 'thesis.spec.ts',
              specs: [
                {
                  title: 'search replaces the list',
                  file: 'thesis.spec.ts',
                  line: 127,
                  tests: [
                    test('unexpected', ['Error: expect(locator).toBeVisible() failed\nLocator: …', 'Error: again']),
                  ],
                },
                { title: 'pagination', file: 'thesis.spec.ts', line: 96, tests: [test('flaky', ['Error: once'])] },
              ],
            },
          ],
        },
      ],
    };
    expect(failedPlaywrightTests(report)).toEqual([
      'Playwright thesis.spec.ts:127 › at 375 pixels › search replaces the list: Error: expect(locator).toBeVisible() failed',
    ]);
  });

  it('names nothing when every test passed', () => {
    expect(failedVitestTests({ testResults: [] }, '/repo')).toEqual([]);
    expect(failedPlaywrightTests({ suites: [] })).toEqual([]);
  });
});
