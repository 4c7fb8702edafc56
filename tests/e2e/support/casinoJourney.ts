import { expect, test, type Page } from '@playwright/test';
import { strings } from '../../../contract/strings';
import { formatAmount } from '../../../src/components/formatAmount';
import { openWithSession, serverBalance, signInApi, type ApiSession } from './apiSession';
import {
  betMargins,
  betOn,
  CASINO_TICK_MS,
  countBetRequests,
  expectHeader,
  headerAmount,
  shownRound,
  watchTable,
  type TableCase,
} from './casinoTable';
import { FAST_CASINO_LOCK, startOwnProduct, type OwnProduct } from './ownProduct';

const firstWin = (win: string) => win.split(',')[0]?.trim() ?? '';
// CAS-ALL-31 OPEN-084 OPEN-098: the result chips of each family.
const teenpattiChip = (win: string) => (firstWin(win) === '1' ? 'A' : 'B');
const dragonTigerChip = (win: string) => ({ '1': 'D', '2': 'T' })[firstWin(win)] ?? 'Tie';
const lucky7Chip = (win: string) => ({ '1': 'L', '2': 'H' })[firstWin(win)] ?? 'T';
const playerA = { name: 'Player A', rate: 1.98 };
const dragon = { name: 'Dragon', rate: 2 };
const lowCard = { name: 'Low Card', rate: 2 };

export const TABLES: TableCase[] = [
  {
    title: '20-20 Teenpatti',
    gameName: '20 20 TEENPATTI',
    casinoType: 'teen20',
    eventId: 56767,
    closesAt: 5,
    chipBet: false,
    runner: playerA,
    chipOf: teenpattiChip,
  },
  {
    title: '3 Card Teenpatti',
    gameName: '3 CARD TEENPATTI',
    casinoType: 'Teen',
    eventId: 56768,
    closesAt: 0,
    chipBet: true,
    runner: playerA,
    chipOf: teenpattiChip,
  },
  {
    title: 'Dragon Tiger',
    gameName: 'DRAGON TIGER',
    casinoType: 'dt',
    eventId: 98790,
    closesAt: 0,
    chipBet: false,
    runner: dragon,
    chipOf: dragonTigerChip,
  },
  {
    title: '20-20 Dragon Tiger',
    gameName: '20 20 DRAGON TIGER',
    casinoType: 'dt20',
    eventId: 98791,
    closesAt: 0,
    chipBet: false,
    runner: dragon,
    chipOf: dragonTigerChip,
  },
  {
    title: 'Fast Dragon Tiger',
    gameName: 'FAST DRAGON TIGER',
    casinoType: 'dt6',
    eventId: 98792,
    closesAt: 0,
    chipBet: true,
    runner: dragon,
    chipOf: dragonTigerChip,
  },
  {
    title: 'Lucky 7-A',
    gameName: 'LUCKY 7-A',
    casinoType: 'lucky7',
    eventId: 98789,
    closesAt: 0,
    chipBet: false,
    runner: lowCard,
    chipOf: lucky7Chip,
  },
  {
    title: 'Lucky 7-B',
    gameName: 'LUCKY 7-B',
    casinoType: 'lucky7eu',
    eventId: 98795,
    closesAt: 0,
    chipBet: false,
    runner: lowCard,
    chipOf: lucky7Chip,
  },
];

/** What a table journey checks beyond the bet, its result and settlement. */
export interface JourneyChecks {
  stake: number;
  /** The board's SUSPENDED overlay between the bet and the result (only where betting stays closed 2 s or more). */
  suspended: boolean;
  /** The result popup's provably-fair proof: the seed, and the hash the round published before betting opened. */
  fairness: boolean;
}

/** A settled bet of a journey. */
export interface SettledBet {
  table: TableCase;
  mid: string;
  /** Its effect on the balance: the profit when it won, minus the stake when it lost. */
  amount: number;
}

/** The board's own SUSPENDED overlay (each suspended tile has a small one too). */
const boardOverlay = (page: Page) => page.getByTestId('betting-board').locator(':scope > [role="status"]');
/** A chip of the Recent Result strip, named by its round (CAS-ALL-04). */
export const resultChip = (page: Page, mid = '\\d+') =>
  page.getByTestId('result-chip').and(page.getByRole('button', { name: new RegExp(`^${strings.roundId} ${mid}: `) }));
const chipButton = (page: Page, stake: number) =>
  page.getByRole('group', { name: strings.chips }).getByRole('button', { name: String(stake), exact: true });

/**
 * A bettor's round at a table on the product at `appUrl`: the table opened from the lobby, a bet on a new round
 * raising the exposure, the result chip, the settlement in the header (one request per attempt), then the result popup.
 */
export async function playRound(
  page: Page,
  appUrl: string,
  session: ApiSession,
  table: TableCase,
  checks: JourneyChecks,
): Promise<SettledBet> {
  const { stake } = checks;
  const bets = countBetRequests(page);
  const watch = watchTable(page, table);
  await openWithSession(page, session, `${appUrl}/#/casino`);
  const balance = await serverBalance(appUrl, session);
  await expectHeader(page, balance, 0);
  await page.getByRole('list', { name: strings.casinoProviders[0] }).getByRole('button', { name: table.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/play-casino-new/${table.eventId}/${table.casinoType}$`));
  const { bet: sent, attempts } = await betOn(page, table, stake, await shownRound(page), () => chipButton(page, stake).click());
  const mid = sent.roundId;
  expect(sent).toMatchObject({ eventId: table.eventId, selectionId: 1, stake, type: table.side ?? 'back' });
  const { profit, liability } = betMargins(table, stake);
  if (table.chipBet) await expect(chipButton(page, stake)).toHaveAttribute('aria-pressed', 'false');
  // The exposure rises; the balance is checked once settled (balance and exposure are polled apart, and on a fast
  // casino clock a short round can settle before the balance's refresh shows the stake held).
  await expect(headerAmount(page, strings.exposure)).toHaveText(new RegExp(`(^|\\s)${formatAmount(liability)}$`));
  if (checks.suspended) await expect(boardOverlay(page), 'betting closes').toHaveText(strings.suspended);

  await expect(resultChip(page, mid)).toBeVisible();
  await expect.poll(() => watch.resultOf(mid)).toBeDefined();
  const result = watch.resultOf(mid)!;
  await expect(resultChip(page, mid)).toHaveText(table.chipOf(result.win));
  const runnerWon = table.runnerWins?.(result.win) ?? firstWin(result.win) === '1';
  // A lay wins when its runner loses.
  const won = table.side === 'lay' ? !runnerWon : runnerWon;
  const amount = table.runnerPushes?.(result.win) ? 0 : won ? profit : -liability;
  await expectHeader(page, balance + amount, 0);
  expect(bets(), 'one bet sent per attempt').toBe(attempts);

  await resultChip(page, mid).click();
  const popup = page.getByRole('dialog', { name: table.gameName });
  await expect(popup.getByText(`${strings.roundId}: ${mid}`)).toBeVisible();
  const cards = popup.getByLabel('Cards').getByRole('img');
  await expect.poll(() => cards.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(result.cards.split(','));
  await expect(popup.getByText(`${strings.winner}:`)).toHaveText(`${strings.winner}: ${result.result} (${table.chipOf(result.win)})`);
  if (checks.fairness) {
    await expect(popup.getByText(`${strings.roundSeed}: ${result.seed}`)).toBeVisible();
    await expect(popup.getByTestId('round-hash')).toHaveText(`${strings.roundHash}: ${watch.hashOf(mid)}`);
  }
  return { table, mid, amount };
}

/** The spec's own product on the fast casino clock, and the demo bettor signed in on it. */
export interface FastCasino {
  appUrl: string;
  session: ApiSession;
}

/**
 * Registers the spec's hooks: before its journeys a product of its own whose casino clock runs a countdown second
 * every CASINO_TICK_MS (the shared e2e server keeps real time), stopped after them, under FAST_CASINO_LOCK. The
 * getter reads it in a journey.
 */
export function fastCasinoProduct(name: string): () => FastCasino {
  test.describe.configure({ lock: FAST_CASINO_LOCK });
  let product: OwnProduct | undefined;
  let session: ApiSession | undefined;
  // Playwright reads the fixtures from the first parameter's pattern: none are needed here.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(90_000);
    product = await startOwnProduct(name, testInfo, { CASINO_TICK_MS: String(CASINO_TICK_MS) });
    session = await signInApi(product.appUrl);
  });
  test.afterAll(async () => product?.server.stop());
  return () => {
    if (!product || !session) throw new Error(`the ${name} product did not start`);
    return { appUrl: product.appUrl, session };
  };
}
