import { expect, test, type Browser, type Page } from '@playwright/test';
import { exposureResponse } from '../../contract/bets';
import { placeBetResponse, type OrderState } from '../../contract/orders';
import type { Match } from '../../contract/sports';
import { strings } from '../../contract/strings';
import { formatAmount } from '../../src/components/formatAmount';
import { E2E_BASE_URL } from './e2eEnv';
import { createUserInBackground } from './support/adminCli';
import { openWithSession, signInApi, type ApiSession } from './support/apiSession';
import { matchOdds, orderNow, placeOrder, type Order } from './support/exchangeOrders';
import { inPlaySoccer } from './support/sportsApi';
import { bestPrice, betSlip } from './support/sportsPage';

/** A bettor of this journey's own, created by the operator CLI with room to take the market makers' whole side. */
async function newBettor(tag: string): Promise<ApiSession> {
  const credentials = { userName: `ex${tag}${Date.now().toString(36)}`, password: 'exchange-pass-1' };
  await createUserInBackground(credentials.userName, credentials.password, { balance: 50_000 });
  return signInApi(E2E_BASE_URL, credentials);
}

/** Places the order, trying again while the market is suspended (a goal). */
async function placed(session: ApiSession, match: Match, order: Order): Promise<OrderState> {
  const answers: OrderState[] = [];
  await expect
    .poll(async () => answers.push(...[await placeOrder(E2E_BASE_URL, session, match, order)].flatMap((each) => (each ? [each] : []))), {
      timeout: 30_000,
    })
    .toBe(1);
  return answers[0] as OrderState;
}

const exposureOf = async (session: ApiSession) =>
  exposureResponse.parse(await (await fetch(`${E2E_BASE_URL}/api/bet/exposure/fetch`, { headers: session.headers })).json()).data;

/** The bettor's screen: the header's exposure, and Open Bets opened on the match's Match Odds. */
async function screenOf(browser: Browser, session: ApiSession, match: Match) {
  const page = await (await browser.newContext()).newPage();
  await openWithSession(page, session, '/#/');
  const openBets = async () => {
    await page.getByRole('banner').getByRole('button', { name: strings.bets }).click();
    return page
      .getByRole('dialog', { name: strings.openBets })
      .getByRole('region', { name: `${match.eventName} · Match Odds` })
      .getByTestId('open-bet');
  };
  return { page, openBets, exposure: page.getByRole('banner').getByText(strings.exposure).locator('..') };
}

/**
 * Clicks the first runner's best back price, sets the slip's rate to the top of the ladder and a stake of 100, and
 * places it. A price that moves between the click and the check refuses the slip ("Bet rate changed!", nothing
 * sent, or the server's own check): the bettor tries again, as a bettor would.
 */
async function offerFromSlip(page: Page): Promise<OrderState> {
  const odds = page.getByRole('region', { name: strings.matchOdds }).first();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await bestPrice(odds, 'back').click();
    const slip = betSlip(page);
    await slip.getByRole('spinbutton', { name: strings.rate }).fill(String(TOP_OF_LADDER));
    await slip.getByRole('button', { name: '100', exact: true }).click();
    const answer = page.waitForResponse((response) => response.url().endsWith('/bet/save2'), { timeout: 15_000 }).catch(() => null);
    await slip.getByRole('button', { name: strings.placeBet }).click();
    await expect(slip).toBeHidden({ timeout: 15_000 });
    const response = await answer;
    const placed = response ? placeBetResponse.parse(await response.json()) : null;
    if (placed?.status && placed.data) return placed.data;
  }
  throw new Error('no offer was accepted in 3 tries');
}

// The highest price on the exchange ladder and its lowest: a back at 1000 is better than any price on offer to
// back (the makers' lays sit around the model's price), and a lay at 1.01 is below every back the makers quote.
const TOP_OF_LADDER = 1000;
const FOOT_OF_LADDER = 1.01;

test('a back offered above the best waits Unmatched in Open Bets and Cancel releases its stake; a waiting lay is matched by another bettor’s back and both see it matched', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [backer, layer] = await Promise.all([newBettor('b'), newBettor('l')]);
  // The match that kicked off last: the furthest from its end, so it stays open through the journey.
  const match = (await inPlaySoccer(E2E_BASE_URL)).at(-1);
  if (!match) throw new Error('no soccer match in play');

  // 1. From the match page's slip, the backer offers 1000 on the first runner: nobody can take it now, so it waits,
  // Unmatched (the slip's default "Keep unmatched"), and its stake is at risk until it is cancelled.
  const backerScreen = await screenOf(browser, backer, match);
  await backerScreen.page.goto(`/#/fullmarket/1/${match.competitionId}/${match.matchId}`);
  const offer = await offerFromSlip(backerScreen.page);
  expect(offer).toMatchObject({ sizeMatched: 0, sizeRemaining: 100, status: 'EXECUTABLE' });
  await expect(backerScreen.exposure).toHaveText(new RegExp(`${formatAmount(100)}$`));
  const backerRows = await backerScreen.openBets();
  const offerRow = backerRows.filter({ hasText: strings.back });
  await expect(offerRow.locator('[data-field="unmatched"]')).toHaveText(formatAmount(100));
  await expect(offerRow.locator('[data-field="matched"]')).toHaveText(formatAmount(0));
  await offerRow.getByRole('button', { name: new RegExp(`^${strings.cancel} `) }).click();
  await expect(backerRows).toHaveCount(0);
  await backerScreen.page.getByRole('dialog', { name: strings.openBets }).getByRole('button', { name: 'close' }).click();
  await expect(backerScreen.exposure).toHaveText(new RegExp(`(^|[^0-9.,])${formatAmount(0)}$`));
  expect(await exposureOf(backer)).toBe(0);
  await expect.poll(async () => (await orderNow(E2E_BASE_URL, backer, offer.betId)).sizeCancelled).toBe(100);

  // 2. The layer's lay at the foot of the ladder waits: no back is priced that low.
  const runnerIndex = 1;
  const lay = await placed(layer, match, { runnerIndex, side: 'lay', price: FOOT_OF_LADDER, stake: 100, persistence: 'PERSIST' });
  expect(lay).toMatchObject({ sizeMatched: 0, sizeRemaining: 100, status: 'EXECUTABLE' });
  // The backer backs at 1.01. Best execution takes the makers' lays (priced higher) first, so the back's stake is
  // their whole side on offer (whole units: stakes are integers) plus what the lay still waits for; what finds
  // nothing is cancelled. The makers re-quote as prices move, so this repeats until nothing of the lay waits.
  // (The makers quote a one-tick spread, so no price lets the two bettors meet without best execution passing
  // through the makers' side first.)
  await expect
    .poll(
      async () => {
        const runner = (await matchOdds(E2E_BASE_URL, match))?.runners[runnerIndex];
        const makersSide = (runner?.ex.availableToBack ?? [])
          .filter((level) => level.price > FOOT_OF_LADDER)
          .reduce((sum, level) => sum + level.size, 0);
        const waiting = (await orderNow(E2E_BASE_URL, layer, lay.betId)).sizeRemaining;
        if (waiting === 0) return 0;
        await placeOrder(E2E_BASE_URL, backer, match, {
          runnerIndex,
          side: 'back',
          price: FOOT_OF_LADDER,
          stake: Math.ceil(makersSide) + waiting,
          persistence: 'CANCEL',
        });
        return (await orderNow(E2E_BASE_URL, layer, lay.betId)).sizeRemaining;
      },
      { timeout: 45_000 },
    )
    .toBe(0);
  expect(await orderNow(E2E_BASE_URL, layer, lay.betId)).toMatchObject({
    sizeMatched: 100,
    sizeRemaining: 0,
    averagePriceMatched: FOOT_OF_LADDER,
    status: 'EXECUTION_COMPLETE',
  });

  // Both see it matched in Open Bets: the layer's lay, and the backer's back at 1.01.
  const layRows = await (await screenOf(browser, layer, match)).openBets();
  const layRow = layRows.filter({ hasText: strings.lay });
  await expect(layRow.locator('[data-field="matched"]')).toHaveText(formatAmount(100));
  await expect(layRow.locator('[data-field="unmatched"]')).toHaveCount(0);
  await backerScreen.page.reload();
  const backRows = await backerScreen.openBets();
  await expect(backRows.filter({ hasText: strings.back }).locator('[data-field="matched"]').first()).toBeVisible();
  await expect(backRows.locator('[data-field="unmatched"]')).toHaveCount(0);
});
