import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { casinoBet, type CasinoBetPayload } from '../../../contract/bets';
import { casinoDataResponse, type CasinoResult } from '../../../contract/casino';
import { strings } from '../../../contract/strings';
import { formatAmount } from '../../../src/components/formatAmount';

/** One live table as the README's "Live casino" lists it, with what a journey needs to bet on it. */
export interface TableCase {
  /** The lobby card's name. */
  title: string;
  /** The games list's name (CAS-LNCH-03): the table's heading and its result popup's title. */
  gameName: string;
  casinoType: string;
  eventId: number;
  /** Betting closes when autotime reaches this (20-20 Teenpatti: 5, closed below 6; the others 0). */
  closesAt: number;
  /** CAS-ALL-21: a chip is chosen first and a tap bets at once (3 Card Teenpatti, Fast Dragon Tiger). */
  chipBet: boolean;
  /** The runner the journey backs: the first (sid 1: Player A, Dragon, Low Card), which wins on win "1". */
  runner: { name: string; rate: number };
  /** The journey lays the runner instead, at its lay rate (`runner.rate`): 32 Cards' players. */
  side?: 'lay';
  /** Whether that runner won the round of this win code, where win "1" does not say (Instant Worli's Line 1). */
  runnerWins?: (win: string) => boolean;
  /** Whether that runner's stake comes back on this win code (Player on a baccarat tie). */
  runnerPushes?: (win: string) => boolean;
  /** CAS-ALL-31: the result chip of a win. */
  chipOf: (win: string) => string;
}

/** The server's casino clock in the journeys: one countdown second every 200 ms (a 36-tick round in about 7 s). */
export const CASINO_TICK_MS = 200;
/**
 * A journey bets on a round it sees with at least this many ticks of betting left (2.4 s at 200 ms). The page
 * polls once a second (CAS-ALL-16), so a round's first answer comes within its first 5 ticks: every round of
 * every table qualifies unless that answer was late, and then the next one does.
 */
export const BET_WINDOW_TICKS = 12;

/** What the page's data polls of one table brought: each round's published hash and the results. */
export interface TableWatch {
  hashOf(mid: string): string | undefined;
  resultOf(mid: string): CasinoResult | undefined;
}

/** Records the answers of the table's data poll (GET /casino/data/{casinoType}/{eventId}) as the page receives them. */
export function watchTable(page: Page, table: TableCase): TableWatch {
  const hashes = new Map<string, string>();
  const results = new Map<string, CasinoResult>();
  const path = `/api/casino/data/${table.casinoType}/${table.eventId}`;
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== path || !response.ok()) return;
    const parsed = casinoDataResponse.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return;
    const header = parsed.data.data.t1[0];
    if (header?.hash) hashes.set(header.mid, header.hash);
    for (const result of parsed.data.data.result) results.set(result.mid, result);
  });
  return { hashOf: (mid) => hashes.get(mid), resultOf: (mid) => results.get(mid) };
}

/** The table screen (its round id, countdown dial, board, chips or slip). */
export const tableScreen = (page: Page) => page.locator('[data-table]');
const roundIdOf = (page: Page) => tableScreen(page).getByTestId('round-id');

/** The round id the table shows now. */
export async function shownRound(page: Page): Promise<string> {
  await expect(roundIdOf(page)).toHaveText(new RegExp(`^${strings.roundId}: \\d+$`));
  return (await roundIdOf(page).innerText()).split(': ')[1] ?? '';
}

/**
 * The table screen while it shows a countdown of at least BET_WINDOW_TICKS before betting closes (and a round
 * other than `previous`, when given): a locator that matches only then, so an action on it waits in the browser
 * and fires at the first answer of a new round, with no round trip through the test between seeing it and betting.
 */
export function freshRound(page: Page, table: TableCase, previous?: string): Locator {
  const high = Array.from({ length: 26 - table.closesAt - BET_WINDOW_TICKS }, (_, index) => table.closesAt + BET_WINDOW_TICKS + index);
  const counting = tableScreen(page).filter({ has: page.getByRole('timer').filter({ hasText: new RegExp(`^(${high.join('|')})$`) }) });
  return previous ? counting.filter({ has: page.getByTestId('round-id').filter({ hasNotText: previous }) }) : counting;
}

/** The button of the table's runner on the board: named by its name and rate (a lay button: "… Lay rate"). */
export const runnerButton = (scope: Locator, table: TableCase) =>
  scope.getByTestId('betting-board').getByRole('button', { name: `${sideName(table)} ${table.runner.rate}`, exact: true });

/** The runner's name, followed by "Lay" when the journey lays it: its button's and its slip's name. */
const sideName = (table: TableCase) => (table.side === 'lay' ? `${table.runner.name} ${strings.lay}` : table.runner.name);

/** What the bet wins and risks: a back (rate − 1) × stake and its stake, a lay its stake and (rate − 1) × stake. */
export function betMargins(table: TableCase, stake: number): { profit: number; liability: number } {
  const odds = Math.round((table.runner.rate - 1) * stake * 100) / 100;
  return table.side === 'lay' ? { profit: stake, liability: odds } : { profit: odds, liability: stake };
}

/** Betting closed between the page's answer and the bet reaching the server (a loaded machine on a 200 ms clock). */
const REFUSED_AS_CLOSED = strings.betMarketClosed;
/** Bets a journey sends: one refused because its round had just closed is sent again on the next round, twice at most. */
const BETS_TO_SEND = 3;
/** Rounds on which betting may close before the slip's Confirm (the slip closes with it) before a journey gives up. */
const ROUNDS_TO_TRY = 4;
/** How long typing the stake or pressing Confirm may take on a loaded machine before the slip counts as closed. */
const SLIP_STEP_MS = 10_000;

/**
 * Types the stake into the runner's open slip and presses Confirm once the slip shows the stake's profit. False
 * when betting closed first and took the slip away: then nothing was sent.
 */
async function confirmOnSlip(page: Page, table: TableCase, stake: number): Promise<boolean> {
  const slip = page.getByRole('form', { name: sideName(table), exact: true });
  try {
    await slip.getByRole('textbox', { name: strings.stake }).fill(String(stake), { timeout: SLIP_STEP_MS });
    await slip
      .filter({ hasText: `${strings.profit}: ${formatAmount(betMargins(table, stake).profit)}` })
      .getByRole('button', { name: strings.confirm })
      .click({ timeout: SLIP_STEP_MS });
    return true;
  } catch (error) {
    if (await slip.isVisible()) throw error;
    return false;
  }
}

/**
 * On a slip table: taps the runner on a round with BET_WINDOW_TICKS left (other than `previous`), types the stake
 * and presses Confirm. When betting closes first (a loaded machine on a 200 ms clock), it does so on the next round.
 */
export async function slipBet(page: Page, table: TableCase, stake: number, previous?: string): Promise<void> {
  for (let round = 1; round <= ROUNDS_TO_TRY; round += 1) {
    await runnerButton(freshRound(page, table, previous), table).click();
    const tapped = await shownRound(page);
    if (await confirmOnSlip(page, table, stake)) return;
    previous = tapped;
  }
  throw new Error(`betting closed before Confirm on ${ROUNDS_TO_TRY} rounds in a row`);
}

interface BetExchange {
  sent: CasinoBetPayload;
  answer: { status: boolean; message?: string };
}

/**
 * The page's bets (POST /bet/save2) and their answers, read one after another in the order they come, until
 * `stop`. An answer nobody reads is still caught: its body is gone once the page closes, and that rejection,
 * outside any test, would stop the worker.
 */
function betExchanges(page: Page): { next: () => Promise<BetExchange>; stop: () => void } {
  const exchanges: Promise<BetExchange>[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname !== '/api/bet/save2') return;
    const exchange = response
      .json()
      .then((answer: BetExchange['answer']) => ({ sent: casinoBet.parse(response.request().postDataJSON()), answer }));
    exchange.catch(() => undefined);
    exchanges.push(exchange);
  };
  page.on('response', onResponse);
  let read = 0;
  return {
    next: async () => {
      await expect.poll(() => exchanges.length).toBeGreaterThan(read);
      return exchanges[read++]!;
    },
    stop: () => page.off('response', onResponse),
  };
}

/**
 * Bets `stake` on the runner the way the table takes bets, on a round other than `previous`: on a slip table the
 * tap, the stake and Confirm (slipBet); on a chip table the chip chosen by `chooseChip`, then the tap. Resolves with
 * the bet sent, once the server took it, with the number of bets sent: one the server refused because its round had
 * just closed is sent again on the next round.
 */
export async function betOn(
  page: Page,
  table: TableCase,
  stake: number,
  previous: string,
  chooseChip: () => Promise<void>,
): Promise<{ bet: CasinoBetPayload; attempts: number }> {
  const exchanges = betExchanges(page);
  try {
    for (let attempt = 1; attempt <= BETS_TO_SEND; attempt += 1) {
      if (table.chipBet) {
        await chooseChip();
        await runnerButton(freshRound(page, table, previous), table).click();
      } else await slipBet(page, table, stake, previous);
      const { sent, answer } = await exchanges.next();
      if (answer.status) return { bet: sent, attempts: attempt };
      if (answer.message !== REFUSED_AS_CLOSED) throw new Error(`the bet was refused: ${answer.message ?? ''}`);
      previous = sent.roundId;
    }
    throw new Error(`each of ${BETS_TO_SEND} bets reached the server after its round had closed`);
  } finally {
    exchanges.stop();
  }
}

/** The amount the header shows beside `label` (wide screens put the currency before it). */
export const headerAmount = (page: Page, label: string): Locator =>
  page.getByRole('banner').getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

/** Expects the header's balance and exposure to read these amounts. */
export async function expectHeader(page: Page, balance: number, exposure: number): Promise<void> {
  await expect(headerAmount(page, strings.exposure)).toHaveText(new RegExp(`(^|\\s)${formatAmount(exposure)}$`));
  await expect(headerAmount(page, strings.balance)).toHaveText(new RegExp(`(^|\\s)${formatAmount(balance)}$`));
}

/** Counts the bets the page sends (POST /bet/save2). */
export function countBetRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bet/save2') count += 1;
  });
  return () => count;
}
