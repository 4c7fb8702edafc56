import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { formatAmount } from '../../src/components/formatAmount';
import { openWithSession } from './support/apiSession';
import { fastCasinoProduct, playRound, resultChip, TABLES, type SettledBet } from './support/casinoJourney';
import { countBetRequests, shownRound, slipBet, type TableCase } from './support/casinoTable';

/** Where the result popup's provably-fair proof is checked too (not on all seven: the journeys are long enough). */
const WITH_FAIRNESS = new Set(['20-20 Teenpatti', 'Lucky 7-A']);
/**
 * Where the board's SUSPENDED overlay is checked between the bet and the result: the Teenpatti tables, closed
 * for 11 ticks or more (2.2 s), so a poll a second always sees it; the others close for 6-7 ticks.
 */
const WITH_SUSPENDED = new Set(['20-20 Teenpatti', '3 Card Teenpatti']);
/** CAS-ALL-17: 100 and 5000 both pass. */
const stakeOf = (table: TableCase) => (table.title === 'Dragon Tiger' ? 5000 : 100);

/**
 * The seven live tables on a product of this spec's own whose casino clock runs a countdown second every 200 ms
 * (the shared e2e server keeps real time): a round of 20-20 Teenpatti takes about 7 s instead of 36.
 */
const casino = fastCasinoProduct('casino-fast');

/** The bets the journeys settled, for the statement and P&L journey. */
const settledBets: SettledBet[] = [];

for (const table of TABLES) {
  const ids = [
    'LOBBY-06',
    table.chipBet ? 'CAS-ALL-21 CAS-ALL-22' : 'CAS-ALL-24',
    WITH_SUSPENDED.has(table.title) ? 'CAS-ALL-06' : '',
    'CAS-ALL-04 CAS-ALL-05 CAS-ALL-31 SHELL-27',
  ].filter(Boolean);
  test(`${ids.join(' ')} ${table.title}: opened from the lobby, a bet on a new round raises the exposure; its cards, result and settlement follow`, async ({
    page,
  }) => {
    // About 10 s on a quiet machine: a round to wait for and one to play; a loaded one triples that, and may miss
    // a round or two (betOn).
    test.setTimeout(120_000);
    const checks = { stake: stakeOf(table), suspended: WITH_SUSPENDED.has(table.title), fairness: WITH_FAIRNESS.has(table.title) };
    const { appUrl, session } = casino();
    settledBets.push(await playRound(page, appUrl, session, table, checks));
  });
}

test('CAS-ALL-17 CAS-ALL-18 stakes below 100 and above 5000 show their message and send nothing', async ({ page }) => {
  // Two rounds, about 15 s on a quiet machine.
  test.setTimeout(90_000);
  const table = TABLES[0]!;
  const bets = countBetRequests(page);
  const { appUrl, session } = casino();
  await openWithSession(page, session, `${appUrl}/#/play-casino-new/${table.eventId}/${table.casinoType}`);
  const previous = await shownRound(page);
  await expect(page.getByText(strings.casinoLimits).first()).toBeVisible();
  for (const [stake, message, after] of [
    [99, strings.minimumStakeExceeded, previous],
    [5001, strings.maximumStakeExceeded, undefined],
  ] as const) {
    await slipBet(page, table, stake, after);
    await expect(page.getByText(message)).toBeVisible();
  }
  // A refused stake would have been sent before the result popup asks for its round: once that request has left, none did.
  const popupAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/sports/v1/casino/result');
  await resultChip(page).first().click();
  await popupAsked;
  expect(bets()).toBe(0);
});

test('REC-08 REC-15 REC-16 REC-17 the settled bets of the seven tables are lines of the statement and count in Profit & Loss under Casino', async ({
  page,
}) => {
  expect(
    settledBets.map((bet) => bet.table.title),
    'each table journey settled its bet on this product',
  ).toEqual(TABLES.map((table) => table.title));
  const { appUrl, session } = casino();
  await openWithSession(page, session, `${appUrl}/#/accountstatement`);
  const statement = page.getByRole('grid', { name: strings.accountMenuStatement });
  for (const bet of settledBets) {
    await expect(
      statement
        .getByRole('row')
        .filter({ hasText: `${bet.table.title} / Winner / Round ${bet.mid}` })
        .filter({ hasText: formatAmount(bet.amount) }),
    ).toHaveCount(1);
  }

  await page.getByRole('button', { name: a11yLabels.accountMenu }).click();
  await page.getByRole('menuitem', { name: strings.profitAndLoss }).click();
  const profitLoss = page.getByRole('grid', { name: strings.profitAndLoss });
  for (const bet of settledBets) {
    await expect(
      profitLoss
        .getByRole('row')
        .filter({ hasText: strings.casino })
        .filter({ hasText: bet.table.title })
        .filter({ hasText: formatAmount(bet.amount) }),
    ).toHaveCount(1);
  }
  const [first] = settledBets;
  await profitLoss.getByRole('link', { name: first!.table.title, exact: true }).click();
  await profitLoss.getByRole('link').first().click();
  // Casino bets carry markettype "Casino" (CAS-ALL-19): the market level names it so.
  await profitLoss.getByRole('link', { name: strings.casino, exact: true }).click();
  await expect(
    profitLoss
      .getByRole('row')
      .filter({ hasText: first!.table.runner.name })
      .filter({ hasText: formatAmount(first!.amount) }),
  ).toHaveCount(1);
});
