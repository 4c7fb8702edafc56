/**
 * Makes a real QA recording from the running product (OPEN-001), the way a QA person would: opens the
 * stream console in the system Chromium, starts recording, plays a scenario, stops, presses Download
 * and saves the file to tests/recordings/<name>.jsonl.
 *
 *   npx tsx scripts/record.ts --url http://localhost:8080 --data-dir ./data [--scenario account-session] [--seconds 80]
 *
 * The server must serve a build whose demo password is its own (`npm start` does both). `--data-dir`
 * is the server's DATA_DIR: the scenario credits and debits the demo account through the operator CLI
 * mid-recording, so the header's balance changes while it is recorded. The CLI re-seeds the demo
 * account with its own demo password, so run this with the server's DEMO_PASSWORD when it set one.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { domainConfigResponse } from '../contract/domain';
import { strings } from '../contract/strings';
import { qaLabels } from '../src/features/qa/qaLabels';
import { parseRecording } from '../streams/core/recording';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    'data-dir': { type: 'string', default: './data' },
    scenario: { type: 'string', default: 'account-session' },
    name: { type: 'string' },
    seconds: { type: 'string', default: '80' },
  },
});
const baseUrl = options.url.replace(/\/$/, '');
const seconds = Number(options.seconds);
const outFile = `tests/recordings/${options.name ?? options.scenario}.jsonl`;

/** Narrower than 1026 px, so the login surface is the modal with "Login With Demo Id" (OPEN-010). */
const VIEWPORT = { width: 1000, height: 900 };

function admin(...args: string[]): void {
  execFileSync('node_modules/.bin/tsx', ['server/cli/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: options['data-dir'] },
    stdio: 'inherit',
  });
}

async function demoUserName(): Promise<string> {
  const host = new URL(baseUrl).hostname;
  const answer = await fetch(`${baseUrl}/api/domain/host/${host}`);
  return `demo@${domainConfigResponse.parse(await answer.json()).data.title}`;
}

async function loginWithDemo(page: Page): Promise<void> {
  await page.getByRole('button', { name: strings.login, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: strings.confirm }).click();
  await page.getByRole('button', { name: strings.loginWithDemoId }).click();
  await page.getByText(strings.balance, { exact: true }).first().waitFor();
}

/** The scenarios this script can record; each runs between Start recording and Stop recording. */
const scenarios: Record<string, (page: Page) => Promise<void>> = {
  /** Demo login, then the account polls for `seconds`: a deposit a third in and a withdrawal two thirds in. */
  'account-session': async (page) => {
    const userName = await demoUserName();
    await page.waitForTimeout(2_000);
    await loginWithDemo(page);
    await page.waitForTimeout((seconds * 1000) / 3);
    admin('money:deposit', '--username', userName, '--amount', '500', '--remark', 'QA recording');
    await page.waitForTimeout((seconds * 1000) / 3);
    admin('money:withdraw', '--username', userName, '--amount', '150', '--remark', 'QA recording');
    await page.waitForTimeout((seconds * 1000) / 3);
  },
};

const scenario = scenarios[options.scenario];
if (!scenario) throw new Error(`Unknown scenario ${options.scenario}; known: ${Object.keys(scenarios).join(', ')}`);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: VIEWPORT, acceptDownloads: true });
  await page.goto(`${baseUrl}/#/test`);
  await page.getByRole('button', { name: qaLabels.startRecording }).click();
  await scenario(page);
  await page.getByRole('button', { name: qaLabels.stopRecording }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: qaLabels.download }).click();
  mkdirSync('tests/recordings', { recursive: true });
  await (await download).saveAs(outFile);
} finally {
  await browser.close();
}

const parsed = parseRecording(readFileSync(outFile, 'utf8'));
if (!parsed.ok) throw new Error(`${outFile} does not load: ${parsed.error}`);
const { lines } = parsed.recording;
const streams = new Set(lines.map((line) => `${line.name} ${line.key}`));
console.log(`${outFile}: ${lines.length} lines, ${streams.size} streams, ${((lines.at(-1)?.t ?? 0) / 1000).toFixed(1)} s`);
