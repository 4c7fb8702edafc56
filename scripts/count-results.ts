/**
 * Usage: tsx scripts/count-results.ts <vitest|playwright> <report.json> <runner exit code> [failures.txt]
 * Prints "<passed> <failed> <note>" for one test stage of scripts/test-all.sh, and writes the failed tests' names,
 * one a line, to failures.txt when given (the summary lists them: a CI log may keep only its tail): "FAILED  name";
 * a journey that failed, then passed on its retry: "FLAKY   name"; one that did not run: "SKIPPED name"; an error
 * outside any journey: "ERROR   its message".
 * A runner that crashed, wrote no report or ran no test counts as one failure, so a broken
 * stage can never look green.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Counts {
  passed: number;
  failed: number;
  note: string;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string; fullName: string }[] }[];
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: { message?: string }[];
  suites: PlaywrightSuite[];
}

function vitestFailures(report: VitestReport): string[] {
  const failures = report.testResults.flatMap((file) => {
    const path = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${path} › ${test.fullName}`);
    return failed.length === 0 && file.status === 'failed' ? [`${path} (failed to load)`] : failed;
  });
  return failures.map((name) => `FAILED  ${name}`);
}

/** Playwright's errors outside any test (a worker stopped by an unhandled rejection, a hook that timed out). */
function playwrightGlobalErrors(errors: PlaywrightReport['errors']): string[] {
  // eslint-disable-next-line no-control-regex -- the terminal colours Playwright puts in its messages
  const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');
  // The message's lines without its stack: Playwright ends it with the tests the stopped worker ran.
  const lines = (message: string) =>
    plain(message)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('at '));
  return errors.map((error) => `ERROR   ${lines(error.message ?? 'no message').join(' | ')}`);
}

// A journey that did not run (its worker stopped before it) counts as failed: no journey is skipped on purpose.
const PLAYWRIGHT_LABELS: Record<string, string> = { unexpected: 'FAILED ', flaky: 'FLAKY  ', skipped: 'SKIPPED' };

function playwrightFailures(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) => {
        const label = PLAYWRIGHT_LABELS[test.status];
        return label === undefined ? [] : [`${label} [${test.projectName}] ${spec.file} › ${spec.title}`];
      }),
    ),
    ...playwrightFailures(suite.suites),
  ]);
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
  const { expected, unexpected, flaky, skipped } = report.stats;
  const notes = [
    report.errors.length > 0 ? `${report.errors.length} global error(s)` : '',
    skipped > 0 ? `${skipped} did not run` : '',
    flaky > 0 ? `${flaky} passed on retry` : '',
  ];
  return { passed: expected + flaky, failed: unexpected + skipped + report.errors.length, note: notes.filter(Boolean).join(', ') };
}

/** A stage's counts and its failures' lines, from its runner's report (parsed JSON) and exit code. */
export function countReport(kind: 'vitest' | 'playwright', report: unknown, exitCode: number): Counts & { failures: string[] } {
  const failures =
    kind === 'playwright'
      ? [...playwrightFailures((report as PlaywrightReport).suites), ...playwrightGlobalErrors((report as PlaywrightReport).errors)]
      : vitestFailures(report as VitestReport);
  const counts = kind === 'playwright' ? countPlaywright(report as PlaywrightReport) : countVitest(report as VitestReport);
  if (counts.passed + counts.failed === 0) return { passed: 0, failed: 1, note: 'no test ran', failures };
  if (exitCode !== 0 && counts.failed === 0) {
    return { passed: counts.passed, failed: 1, note: `runner exited ${exitCode} (e.g. unhandled error)`, failures };
  }
  return { ...counts, failures };
}

if (process.argv[1]?.endsWith('count-results.ts')) {
  const [kind = '', file = '', exitCode = '1', failuresFile] = process.argv.slice(2);
  const { passed, failed, note, failures } = existsSync(file)
    ? countReport(kind === 'playwright' ? 'playwright' : 'vitest', JSON.parse(readFileSync(file, 'utf8')), Number(exitCode))
    : { passed: 0, failed: 1, note: 'runner wrote no report', failures: [] };
  if (failuresFile) writeFileSync(failuresFile, failures.map((name) => `${name}\n`).join(''));
  console.log(`${passed} ${failed} ${note}`.trimEnd());
}
