import { expect, test, type Page } from '@playwright/test';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { formatAmount } from '../../src/components/formatAmount';
import { openWithSession, signInApi, type ApiSession } from './support/apiSession';
import {
  betOn,
  CASINO_TICK_MS,
  countBetRequests,
  expectHeader,
  freshRound,
  headerAmount,
  headerBalance,
  runnerButton,
  shownRound,
  watchTable,
  type TableCase,
} from './support/casinoTable';
import { startOwnProduct, type OwnProduct } from './support/ownProduct';

/**
 * The seven live tables on a product of this spec's own whose casino clock runs a countdown second every 200 ms
 * (the shared e2e server keeps real time): a round of 20-20 Teenpatti takes about 7 s instead of 36.
 */
const firstWin = (win: string) => win.split(',')[0]?.trim() ?? '';
// CAS-ALL-31 OPEN-084 OPEN-098: the result chips of each family.
const teenpattiChip = (win: string) => (firstWin(win) === '1' ? 'A' : 'B');
const dragonTigerChip = (win: string) => ({ '1': 'D', '2': 'T' })[firstWin(win)] ?? 'Tie';
const lucky7Chip = (win: string) => ({ '1': 'L', '2': 'H' })[firstWin(win)] ?? 'T';
const playerA = { name: 'Player A', rate: 1.98 };
const dragon = { name: 'Dragon', rate: 2 };
const lowCard = { name: 'Low Card', rate: 2 };

const TABLES: TableCase[] = [
  { title: '20-20 Teenpatti', gameName: '20 20 TEENPATTI', casinoType: 'teen20', eventId: 56767, closesAt: 5, chipBet: false, runner: playerA, chipOf: teenpattiChip },
  { title: '3 Card Teenpatti', gameName: '3 CARD TEENPATTI', casinoType: 'Teen', eventId: 56768, closesAt: 0, chipBet: true, runner: playerA, chipOf: teenpattiChip },
  { title: 'Dragon Tiger', gameName: 'DRAGON TIGER', casinoType: 'dt', eventId: 98790, closesAt: 0, chipBet: false, runner: dragon, chipOf: dragonTigerChip },
  { title: '20-20 Dragon Tiger', gameName: '20 20 DRAGON TIGER', casinoType: 'dt20', eventId: 98791, closesAt: 0, chipBet: false, runner: dragon, chipOf: dragonTigerChip },
  { title: 'Fast Dragon Tiger', gameName: 'FAST DRAGON TIGER', casinoType: 'dt6', eventId: 98792, closesAt: 0, chipBet: true, runner: dragon, chipOf: dragonTigerChip },
  { title: 'Lucky 7-A', gameName: 'LUCKY 7-A', casinoType: 'lucky7', eventId: 98789, closesAt: 0, chipBet: false, runner: lowCard, chipOf: lucky7Chip },
  { title: 'Lucky 7-B', gameName: 'LUCKY 7-B', casinoType: 'lucky7eu', eventId: 98795, closesAt: 0, chipBet: false, runner: lowCard, chipOf: lucky7Chip },
];
/** Where the result popup's provably-fair proof is checked too (not on all seven: the journeys are long enough). */
const WITH_FAIRNESS = new Set(['20-20 Teenpatti', 'Lucky 7-A']);
/**
 * Where the board's SUSPENDED overlay is checked between the bet and the result: the Teenpatti tables, closed
 * for 11 ticks or more (2.2 s), so a poll a second always sees it; the others close for 6-7 ticks.
 */
const WITH_SUSPENDED = new Set(['20-20 Teenpatti', '3 Card Teenpatti']);
/** CAS-ALL-17: 100 and 5000 both pass. */
const stakeOf = (table: TableCase) => (table.title === 'Dragon Tiger' ? 5000 : 100);

let product: OwnProduct;
let session: ApiSession;

// Playwright reads the fixtures from the first parameter's pattern: none are needed here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(90_000);
  product = await startOwnProduct('casino-fast', testInfo, { CASINO_TICK_MS: String(CASINO_TICK_MS) });
  session = await signInApi(product.appUrl);
});
test.afterAll(async () => product?.server.stop());

/** A settled bet of a journey, for the statement and P&L journey. */
interface SettledBet {
  table: TableCase;
  mid: string;
  /** Its effect on the balance: the profit when it won, minus the stake when it lost. */
  amount: number;
}
const settledBets: SettledBet[] = [];

/** The board's own SUSPENDED overlay (each suspended tile has a small one too). */
const boardOverlay = (page: Page) => page.getByTestId('betting-board').locator(':scope > [role="status"]');
/** A chip of the Recent Result strip, named by its round (CAS-ALL-04). */
const resultChip = (page: Page, mid = '\\d+') => page.getByTestId('result-chip').and(page.getByRole('button', { name: new RegExp(`^${strings.roundId} ${mid}: `) }));
const chipButton = (page: Page, stake: number) => page.getByRole('group', { name: strings.chips }).getByRole('button', { name: String(stake), exact: true });

for (const table of TABLES) {
  const ids = [
    'LOBBY-06',
    table.chipBet ? 'CAS-ALL-21 CAS-ALL-22' : 'CAS-ALL-24',
    WITH_SUSPENDED.has(table.title) ? 'CAS-ALL-06' : '',
    'CAS-ALL-04 CAS-ALL-05 CAS-ALL-31 SHELL-27',
  ].filter(Boolean);
  test(`${ids.join(' ')} ${table.title}: opened from the lobby, a bet on a new round raises the exposure; its cards, result and settlement follow`, async ({ page }) => {
    // About 10 s on a quiet machine: a round to wait for and one to play; a loaded one triples that.
    test.setTimeout(60_000);
    const stake = stakeOf(table);
    const bets = countBetRequests(page);
    const watch = watchTable(page, table);
    await openWithSession(page, session, `${product.appUrl}/#/casino`);
    const balance = await headerBalance(page);
    await page.getByRole('list', { name: strings.casinoProviders[0] }).getByRole('button', { name: table.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/play-casino-new/${table.eventId}/${table.casinoType}$`));
    const { bet: sent, attempts } = await betOn(page, table, stake, await shownRound(page), () => chipButton(page, stake).click());
    const mid = sent.roundId;
    expect(sent).toMatchObject({ eventId: table.eventId, selectionId: 1, stake });
    if (table.chipBet) await expect(chipButton(page, stake)).toHaveAttribute('aria-pressed', 'false');
    // The exposure rises; the balance is checked once settled (balance and exposure are polled apart, and on this
    // fast clock a short round can settle before the balance's refresh shows the stake held).
    await expect(headerAmount(page, strings.exposure)).toHaveText(new RegExp(`(^|\\s)${formatAmount(stake)}$`));
    if (WITH_SUSPENDED.has(table.title)) await expect(boardOverlay(page), 'betting closes').toHaveText(strings.suspended);

    await expect(resultChip(page, mid)).toBeVisible();
    await expect.poll(() => watch.resultOf(mid)).toBeDefined();
    const result = watch.resultOf(mid)!;
    await expect(resultChip(page, mid)).toHaveText(table.chipOf(result.win));
    const amount = firstWin(result.win) === '1' ? Math.round((table.runner.rate - 1) * stake * 100) / 100 : -stake;
    await expectHeader(page, balance + amount, 0);
    settledBets.push({ table, mid, amount });
    expect(bets(), 'one bet sent per attempt').toBe(attempts);

    await resultChip(page, mid).click();
    const popup = page.getByRole('dialog', { name: table.gameName });
    await expect(popup.getByText(`${strings.roundId}: ${mid}`)).toBeVisible();
    const cards = popup.getByLabel('Cards').getByRole('img');
    await expect.poll(() => cards.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(result.cards.split(','));
    await expect(popup.getByText(`${strings.winner}:`)).toHaveText(`${strings.winner}: ${result.result} (${table.chipOf(result.win)})`);
    if (WITH_FAIRNESS.has(table.title)) {
      await expect(popup.getByText(`${strings.roundSeed}: ${result.seed}`)).toBeVisible();
      await expect(popup.getByTestId('round-hash')).toHaveText(`${strings.roundHash}: ${watch.hashOf(mid)}`);
    }
  });
}

test('CAS-ALL-17 CAS-ALL-18 stakes below 100 and above 5000 show their message and send nothing', async ({ page }) => {
  const table = TABLES[0]!;
  const bets = countBetRequests(page);
  await openWithSession(page, session, `${product.appUrl}/#/play-casino-new/${table.eventId}/${table.casinoType}`);
  const previous = await shownRound(page);
  const slip = page.getByRole('form', { name: table.runner.name });
  await expect(page.getByText(strings.casinoLimits).first()).toBeVisible();
  for (const [stake, message, round] of [
    [99, strings.minimumStakeExceeded, freshRound(page, table, previous)],
    [5001, strings.maximumStakeExceeded, freshRound(page, table)],
  ] as const) {
    const profit = formatAmount(Math.round((table.runner.rate - 1) * stake * 100) / 100);
    // Armed at once (see betOn): the tap on a new round, the stake, then Confirm once the slip shows that stake.
    await Promise.all([
      runnerButton(round, table).click(),
      slip.getByRole('textbox', { name: strings.stake }).fill(String(stake)),
      slip.filter({ hasText: `${strings.profit}: ${profit}` }).getByRole('button', { name: strings.confirm }).click(),
    ]);
    await expect(page.getByText(message)).toBeVisible();
  }
  // A refused stake would have been sent before the result popup asks for its round: once that request has left, none did.
  const popupAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/sports/v1/casino/result');
  await resultChip(page).first().click();
  await popupAsked;
  expect(bets()).toBe(0);
});

test('REC-08 REC-15 REC-16 REC-17 the settled bets of the seven tables are lines of the statement and count in Profit & Loss under Casino', async ({ page }) => {
  expect(settledBets.map((bet) => bet.table.title), 'each table journey settled its bet on this product').toEqual(TABLES.map((table) => table.title));
  await openWithSession(page, session, `${product.appUrl}/#/accountstatement`);
  const statement = page.getByRole('grid', { name: strings.accountMenuStatement });
  for (const bet of settledBets) {
    await expect(statement.getByRole('row').filter({ hasText: `${bet.table.title} / Winner / Round ${bet.mid}` }).filter({ hasText: formatAmount(bet.amount) })).toHaveCount(1);
  }

  await page.getByRole('button', { name: a11yLabels.accountMenu }).click();
  await page.getByRole('menuitem', { name: strings.profitAndLoss }).click();
  const profitLoss = page.getByRole('grid', { name: strings.profitAndLoss });
  for (const bet of settledBets) {
    await expect(profitLoss.getByRole('row').filter({ hasText: strings.casino }).filter({ hasText: bet.table.title }).filter({ hasText: formatAmount(bet.amount) })).toHaveCount(1);
  }
  const [first] = settledBets;
  await profitLoss.getByRole('link', { name: first!.table.title, exact: true }).click();
  await profitLoss.getByRole('link').first().click();
  // Casino bets carry markettype "Casino" (CAS-ALL-19): the market level names it so.
  await profitLoss.getByRole('link', { name: strings.casino, exact: true }).click();
  await expect(profitLoss.getByRole('row').filter({ hasText: first!.table.runner.name }).filter({ hasText: formatAmount(first!.amount) })).toHaveCount(1);
});
