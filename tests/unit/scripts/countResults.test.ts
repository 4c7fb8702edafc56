import { describe, expect, it } from 'vitest';
import { countReport } from '../../../scripts/count-results';

const spec = (title: string, projectName: string, status: string) => ({ title, file: 'a.spec.ts', tests: [{ projectName, status }] });

/** A run whose worker stopped on a rejection outside any journey: the journey after it did not run. */
const stoppedWorkerRun = {
  stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 1 },
  errors: [
    {
      message:
        '\u001b[31mError: route.fulfill: Fetch response has been disposed\u001b[39m\n\n    at handler (a.spec.ts:9:7)\n    at async Page._onRoute\n\nFailed worker ran 2 tests:\n[desktop] › a.spec.ts:3 › polls\n[desktop] › a.spec.ts:12 › bets',
    },
  ],
  suites: [
    {
      title: 'a.spec.ts',
      specs: [spec('polls', 'desktop', 'expected'), spec('bets', 'desktop', 'flaky')],
      suites: [{ title: 'later', specs: [spec('settles', 'desktop', 'skipped'), spec('reads', 'tablet', 'expected')] }],
    },
  ],
};

describe('the test summary', () => {
  it('counts an error outside any journey and a journey that did not run as failures, and names both', () => {
    expect(countReport('playwright', stoppedWorkerRun, 1)).toEqual({
      passed: 3,
      failed: 2,
      note: '1 global error(s), 1 did not run, 1 passed on retry',
      failures: [
        'FLAKY   [desktop] a.spec.ts › bets',
        'SKIPPED [desktop] a.spec.ts › settles',
        'ERROR   Error: route.fulfill: Fetch response has been disposed | Failed worker ran 2 tests: | [desktop] › a.spec.ts:3 › polls | [desktop] › a.spec.ts:12 › bets',
      ],
    });
  });

  it('a green run lists nothing; a runner that exited non-zero with every test passed still fails once', () => {
    const green = { stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 0 }, errors: [], suites: [] };
    expect(countReport('playwright', green, 0)).toEqual({ passed: 1, failed: 0, note: '', failures: [] });
    expect(countReport('playwright', green, 1)).toEqual({
      passed: 1,
      failed: 1,
      note: 'runner exited 1 (e.g. unhandled error)',
      failures: [],
    });
  });
});
