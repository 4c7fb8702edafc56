import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strings } from '../../contract/strings';
import { formatAmount } from '../../src/components/formatAmount';
import { formatPosition } from '../../src/features/qa/formatPosition';
import { qaLabels } from '../../src/features/qa/qaLabels';
import { summarizeValue } from '../../src/features/qa/valueSummary';
import { parseRecording } from '../../streams/qa/recording';
import { a11yLabels } from '../../src/components/a11yLabels';
import { signInApi } from './support/apiSession';
import { goTo, loadRecording as loadFile, onStep } from './support/replayConsole';

const RECORDING_FILE = 'tests/recordings/account-session.jsonl';
const parsed = parseRecording(readFileSync(RECORDING_FILE, 'utf8'));
if (!parsed.ok) throw new Error(parsed.error);
const { lines } = parsed.recording;
const duration = lines.at(-1)?.t ?? 0;

type UserDetailsLine = { data: { openingBalance: number } };
const lastPayload = (name: string, key: string, at: number) =>
  lines.filter((l) => l.name === name && l.key === key && l.t <= at).at(-1)?.payload;
const lastOf = <T>(name: string, at: number) => lines.filter((l) => l.name === name && l.t <= at).at(-1)?.payload as T;
const balanceAt = (at: number) =>
  lastOf<UserDetailsLine>('userDetails', at).data.openingBalance - Math.abs(lastOf<{ data: number }>('exposure', at).data);
/** From the first time the recording holds both figures of the balance. */
const accountLines = lines.filter((l) => l.name === 'userDetails' || l.name === 'exposure').slice(1);
const firstBalance = balanceAt(accountLines[0]?.t ?? 0);
/** The recording's deposit: the first time the balance it shows changed. */
const changedAt = accountLines.find((l) => balanceAt(l.t) !== firstBalance)?.t ?? 0;
/** The recording's withdrawal: the last time the balance it shows changed. */
const withdrawnAt = accountLines.findLast((l) => balanceAt(l.t) !== balanceAt(l.t - 1))?.t ?? 0;
/** Two seconds after the deposit, on a 100 ms step, before the withdrawal. */
const T = onStep(changedAt + 2_000);

type Reading = {
  balance: string | undefined;
  exposure: string | undefined;
  position: string;
  streams: Array<{ stream: string; status: string; value: string }>;
};

/** The amount the header shows beside `label` (wide screens put the currency before it, narrow ones leave it out). */
const headerFigure = async (page: Page, label: string) =>
  (await page.getByRole('banner').getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').innerText())
    .split(/\s+/)
    .at(-1);

/** What the replayed app shows: the header's balance and exposure, the position and the console's streams (ages left out: they are wall-clock). */
async function readScreen(page: Page): Promise<Reading> {
  const [rows, balance, exposure, position] = await Promise.all([
    page
      .getByRole('table', { name: qaLabels.streams })
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (cell) => cell.innerText))),
    headerFigure(page, strings.balance),
    headerFigure(page, strings.exposure),
    page.getByRole('timer').innerText(),
  ]);
  const streams = rows.map((cells) => ({ stream: cells[0] ?? '', status: cells[1] ?? '', value: cells[4] ?? '' }));
  return { balance, exposure, position, streams: streams.sort((a, b) => a.stream.localeCompare(b.stream)) };
}

/** The reading the recording itself gives for position `at`. */
function expectedAt(at: number, streamNames: Reading['streams']): Reading {
  return {
    balance: formatAmount(balanceAt(at)),
    exposure: formatAmount(Math.abs(lastOf<{ data: number }>('exposure', at).data)),
    position: timerAt(at),
    streams: streamNames.map(({ stream }) => {
      const [name = '', key = ''] = stream.split(/\n+/);
      return { stream, status: 'ok', value: summarizeValue(lastPayload(name, key === '—' ? '' : key, at)) };
    }),
  };
}

const loadRecording = (page: Page) => loadFile(page, RECORDING_FILE);

const timerAt = (at: number) => `${formatPosition(at)} / ${formatPosition(duration)}`;

test('OPEN-001 issue: replay 10× seek — the recorded header and stream values at T, the same after a reload, whoever is logged in', async ({
  page,
}) => {
  await page.goto('/#/test');

  // First pass, no one signed in: forward to a second before the recorded withdrawal, play it at 10× to the
  // end (the replay stops there by itself), then go back to T, between the deposit and the withdrawal.
  await loadRecording(page);
  await goTo(page, onStep(withdrawnAt - 1_100));
  await page.getByRole('button', { name: '10×' }).click();
  await page.getByRole('button', { name: qaLabels.play }).click();
  await expect(page.getByRole('timer')).toHaveText(timerAt(duration));
  await expect(page.getByRole('banner')).toContainText(formatAmount(balanceAt(duration)));
  await goTo(page, T);
  await expect(page.getByRole('timer')).toHaveText(timerAt(T));
  const first = await readScreen(page);

  // Live again after a reload, now with this server's demo bettor signed in (the recording starts logged out).
  const liveSession = await signInApi();
  await page.addInitScript((stored) => localStorage.setItem('state.auth', stored), liveSession.stored);
  await page.reload();
  await expect(page.getByRole('button', { name: a11yLabels.accountMenu })).toBeVisible();

  // Second pass: straight from the start to T, without playing.
  await loadRecording(page);
  await goTo(page, T);
  await expect(page.getByRole('timer')).toHaveText(timerAt(T));
  // The header comes back with the restarted app's lazily loaded half: read the screen once it shows an amount.
  await expect(page.getByRole('banner')).toContainText(formatAmount(balanceAt(T)));
  const second = await readScreen(page);

  expect(second).toEqual(first);
  expect(first.streams.map((s) => s.stream.split(/\n+/)[0])).toEqual(
    expect.arrayContaining(['domainByHost', 'events', 'exposure', 'tradeList', 'userDetails']),
  );
  expect(first).toEqual(expectedAt(T, first.streams));
  expect(first.balance).not.toBe(expectedAt(changedAt - 1, first.streams).balance);
  expect(first.balance).not.toBe(expectedAt(duration, first.streams).balance);
});
