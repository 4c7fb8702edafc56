/**
 * Usage: tsx scripts/count-results.ts <vitest|playwright> <report.json> <runner exit code>
 * Prints "<passed> <failed> <note>" for one test stage of scripts/test-all.sh.
 * A runner that crashed, wrote no report or ran no test counts as one failure, so a broken
 * stage can never look green.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  note: string;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: { message?: string }[];
}

function countVitest(report: VitestReport): Counts {
  // A file that fails to load has status "failed" but no failed test; it still counts.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const note = brokenFiles > 0 ? `${brokenFiles} test file(s) failed outside any test` : '';
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, note };
}

function countPlaywright(report: PlaywrightReport): Counts {
  const { expected, unexpected, flaky } = report.stats;
  const note = report.errors.length > 0 ? `${report.errors.length} global error(s)` : '';
  return { passed: expected + flaky, failed: unexpected + report.errors.length, note };
}

function count(kind: string, file: string, exitCode: number): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, note: 'runner wrote no report' };
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const counts = kind === 'playwright' ? countPlaywright(report as PlaywrightReport) : countVitest(report as VitestReport);
  if (counts.passed + counts.failed === 0) return { passed: 0, failed: 1, note: 'no test ran' };
  if (exitCode !== 0 && counts.failed === 0) {
    return { passed: counts.passed, failed: 1, note: `runner exited ${exitCode} (e.g. unhandled error)` };
  }
  return counts;
}

const [kind = '', file = '', exitCode = '1'] = process.argv.slice(2);
const { passed, failed, note } = count(kind, file, Number(exitCode));
console.log(`${passed} ${failed} ${note}`.trimEnd());
