/**
 * Makes a real QA recording from the running product (OPEN-001), the way a QA person would: opens the
 * stream console in the system Chromium, starts recording, plays a scenario, stops, presses Download
 * and saves the file to tests/recordings/<name>.jsonl.
 *
 *   npx tsx scripts/record.ts --url http://localhost:8080 --data-dir ./data [--scenario account-session] [--seconds 3]
 *
 * The server must serve a build whose demo password is its own (`npm start` does both). `--data-dir`
 * is the server's DATA_DIR: the scenario credits and debits the demo account through the operator CLI
 * mid-recording and presses the header's Refresh (OPEN-011), so the header's balance changes while it
 * is recorded without waiting for the 20 s poll. The CLI re-seeds the demo account with its own demo
 * password, so run this with the server's DEMO_PASSWORD when it set one.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { domainConfigResponse } from '../contract/domain';
import { strings } from '../contract/strings';
import { qaLabels } from '../src/features/qa/qaLabels';
import { CASINO_TABLES, type CasinoTableId } from '../streams/casino/tables';
import { parseRecording } from '../streams/qa/recording';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    'data-dir': { type: 'string', default: './data' },
    scenario: { type: 'string', default: 'account-session' },
    name: { type: 'string' },
    seconds: { type: 'string', default: '3' },
  },
});
const baseUrl = options.url.replace(/\/$/, '');
const seconds = Number(options.seconds);
const outFile = `tests/recordings/${options.name ?? options.scenario}.jsonl`;

/** A desktop screen: it runs every stream a narrower one does and more (the sports menu's event locks). */
const VIEWPORT = { width: 1440, height: 900 };

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

/** The header's "Login With Demo Id" (1026 px and wider, OPEN-010), then the age question (OPEN-018). */
async function loginWithDemo(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: strings.loginWithDemoId }).click();
  await page.getByRole('dialog').getByRole('button', { name: strings.confirm }).click();
  await page.getByText(strings.balance, { exact: true }).first().waitFor();
}

/** Changes the demo account's money through the operator CLI, then refreshes the header at once (OPEN-011). */
async function moveMoney(page: Page, command: 'money:deposit' | 'money:withdraw', userName: string, amount: number): Promise<void> {
  admin(command, '--username', userName, '--amount', String(amount), '--remark', 'QA recording');
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/letest-user-details'));
  await page.getByRole('button', { name: strings.refresh }).click();
  await refreshed;
}

/** The scenarios this script can record; each runs between Start recording and Stop recording. */
const scenarios: Record<string, (page: Page) => Promise<void>> = {
  /** Demo login; a deposit, then `seconds` later a withdrawal, each refreshed into the header at once. Short, so tests replay it fast. */
  'account-session': async (page) => {
    const userName = await demoUserName();
    await page.waitForTimeout(500);
    await loginWithDemo(page);
    await moveMoney(page, 'money:deposit', userName, 500);
    await page.waitForTimeout(seconds * 1000);
    await moveMoney(page, 'money:withdraw', userName, 150);
    await page.waitForTimeout(500);
  },
  'match-in-play': async (page) => (await import('./recordScenarios/matchGoingInPlay')).recordMatchGoingInPlay(page, loginWithDemo),
  // casino-teen20, casino-teen3Card, …: the end of a round of each live table, betting open to its result.
  ...Object.fromEntries(
    (Object.keys(CASINO_TABLES) as CasinoTableId[]).map((table) => [
      `casino-${table}`,
      async (page: Page) => (await import('./recordScenarios/casinoRound')).recordCasinoRound(page, table, loginWithDemo),
    ]),
  ),
};

const scenario = scenarios[options.scenario];
if (!scenario) throw new Error(`Unknown scenario ${options.scenario}; known: ${Object.keys(scenarios).join(', ')}`);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
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
