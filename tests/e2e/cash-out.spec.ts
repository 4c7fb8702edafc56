import { expect, test } from '@playwright/test';
import type { Match } from '../../contract/sports';
import { strings } from '../../contract/strings';
import { openWithSession, signInApi, type ApiSession } from './support/apiSession';
import { matchOdds } from './support/exchangeOrders';
import { FAST_SPORTS_LOCK, startOwnProduct, type OwnProduct } from './support/ownProduct';
import { betOnFirstTaking, inPlaySoccer, settledBetCount } from './support/sportsApi';

/**
 * The journey needs a match that moves and then ends within a test: a product of its own whose matches run 60
 * times faster than real time (a soccer match in about two minutes).
 */
const SPORTS_SPEED = '60';
const JOURNEY_MS = 300_000;

test.describe.configure({ lock: FAST_SPORTS_LOCK });

let product: OwnProduct;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(90_000);
  product = await startOwnProduct('cash-out', testInfo, { SPORTS_SPEED });
});
test.afterAll(async () => product?.server.stop());

/** "+1,234.50" / "-12.00" as a number. */
const amountOf = (text: string | null): number => Number((text ?? '').replace(/[^0-9.-]/g, ''));

test('a back is cashed out from Open Bets after the price moves: every runner shows the locked amount, and it is settled into Profit & Loss', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_MS);
  const appUrl = product.appUrl;
  const session: ApiSession = await signInApi(appUrl);
  // The match that kicked off last has the most of its two minutes left.
  const latestFirst = async () => (await inPlaySoccer(appUrl)).reverse();
  const match: Match = await betOnFirstTaking(appUrl, session, { runnerIndex: 0, type: 'back' }, latestFirst, 45_000);
  const backedAt = (await matchOdds(appUrl, match))?.runners[0]?.ex.availableToBack[0]?.price;
  await expect
    .poll(async () => (await matchOdds(appUrl, match))?.runners[0]?.ex.availableToBack[0]?.price, { timeout: 60_000 })
    .not.toBe(backedAt);

  await openWithSession(page, session, `${appUrl}/#/`);
  await page.getByRole('banner').getByRole('button', { name: strings.bets }).click();
  const panel = page.getByRole('dialog', { name: strings.openBets });
  const market = panel.getByRole('region', { name: `${match.eventName} · Match Odds` });
  await expect(market.getByTestId('cash-out-value')).toHaveText(/^[+-]?[\d,]+\.\d\d$/, { timeout: 30_000 });
  // A goal suspends the market for a while: the button waits for it to open again.
  await market.getByRole('button', { name: strings.cashOut }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: strings.cashOut });
  await dialog.getByRole('button', { name: strings.confirm }).click({ timeout: 30_000 });
  // The price may move between the quote and the post: the bettor accepts the value now on offer, as soon as it
  // shows (Accept is enabled once the last answer is in). At 60× a losing side drifts every second, so a bettor who
  // waits loses the value again. A goal may suspend the market in between: the cash out is refused ("Market
  // suspended!") and the bettor confirms again once it reopens. A click on a button that went with the dialog gives up.
  const toast = page.getByText(/^Cashed out: -?[\d,]+\.\d\d$/);
  const accept = dialog.getByRole('button', { name: /^Accept / });
  const suspended = dialog.getByText(strings.betMarketSuspended);
  const deadline = Date.now() + 60_000;
  while (!(await toast.isVisible())) {
    expect(Date.now(), 'cashed out within a minute').toBeLessThan(deadline);
    await expect(toast.or(accept).or(suspended).first()).toBeVisible({ timeout: 15_000 });
    const next = (await suspended.isVisible()) ? dialog.getByRole('button', { name: strings.confirm }) : accept;
    await next.click({ timeout: 1_500 }).catch(() => undefined);
  }
  const cashedOut = amountOf(await toast.textContent());
  // Each hedge's stake is whole cents: its runner's profit can miss the level by half a cent times its price.
  const pricesNow = (await matchOdds(appUrl, match))?.runners ?? [];
  const rounding =
    0.02 + pricesNow.reduce((sum, runner) => sum + 0.005 * Math.max(0, ...runner.ex.availableToLay.map((level) => level.price)), 0);

  // On the match page every runner now shows one amount: what the cash out locked (before the commission on a win),
  // to within what rounding the hedges' stakes to cents leaves.
  await page.goto(`${appUrl}/#/fullmarket/1/${match.competitionId}/${match.matchId}?eventName=${encodeURIComponent(match.eventName)}`);
  const odds = page.getByRole('region', { name: strings.matchOdds }).first();
  const positions = odds.getByTestId(/^position-\d+$/);
  // A cash out that locks nothing (the price back where the bet was struck) leaves every runner at zero, shown blank.
  if (cashedOut !== 0) await expect(positions).toHaveCount(3, { timeout: 30_000 });
  const shown = (await positions.allTextContents()).map(amountOf);
  const locked = shown[0] ?? 0;
  for (const each of shown) expect(Math.abs(each - locked)).toBeLessThanOrEqual(rounding);
  expect(Math.abs((locked > 0 ? locked * 0.98 : locked) - cashedOut)).toBeLessThanOrEqual(rounding);
  // While the market is open its cash-out bar says nothing is left to cash out. On a loaded machine the two-minute
  // match may be over by now: a market suspended at full time or closed offers no cash out at all.
  await expect(async () => {
    const open = ((await matchOdds(appUrl, match))?.status ?? '').toUpperCase() === 'OPEN';
    if (open) await expect(odds.getByText(strings.cashOutAllHedged)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The match ends and is settled: the back and the hedge; Profit & Loss counts what was locked.
  await expect.poll(() => settledBetCount(appUrl, session), { timeout: 180_000, intervals: [2_000] }).toBeGreaterThanOrEqual(2);
  await page.goto(`${appUrl}/#/profitloss`);
  const soccer = page.getByRole('grid', { name: strings.profitAndLoss }).getByRole('row').filter({ hasText: 'Soccer' });
  // The row's last cell is its profit or loss: what the cash out locked, to within the hedges' rounding to cents.
  const settled = async () => {
    const shown = /^-?[\d,]+\.\d\d$/.exec(((await soccer.getByRole('gridcell').last().textContent()) ?? '').trim())?.[0];
    return shown === undefined ? NaN : amountOf(shown);
  };
  await expect.poll(async () => Math.abs((await settled()) - cashedOut)).toBeLessThanOrEqual(rounding);
});
