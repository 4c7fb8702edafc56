import { expect, test, type Page } from '@playwright/test';
import type { Match } from '../../contract/sports';
import { strings } from '../../contract/strings';
import { openWithSession, signInApi, type ApiSession } from './support/apiSession';
import { FAST_SPORTS_LOCK, startOwnProduct, type OwnProduct } from './support/ownProduct';
import { betOnFirstTaking, inPlaySoccer, settledBetCount } from './support/sportsApi';

/**
 * The engines settle only when a match really ends, so this journey has a product of its own whose matches run
 * 600 times faster than real time (a soccer match in about 11 s): the shared e2e server stays at real time, where
 * the other journeys bet on prices that hold still between balls.
 */
const SPORTS_SPEED = '600';
/** This product's engines keep its server busy, so its pages (the header's lazy chunk first) load slower than the shared one's. */
const PAGE_TIMEOUT_MS = 60_000;

test.describe.configure({ timeout: PAGE_TIMEOUT_MS });

test.describe.configure({ lock: FAST_SPORTS_LOCK });

let product: OwnProduct;
let appUrl: string;

// Playwright reads the fixtures from the first parameter's pattern: none are needed here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(90_000);
  product = await startOwnProduct('sports-fast', testInfo, { SPORTS_SPEED });
  appUrl = product.appUrl;
});
test.afterAll(async () => product?.server.stop());

/** Bets on the Match Odds of an in-play soccer match (`preferred` first), trying the next when a rate just moved. */
const betUntilTaken = (session: ApiSession, runnerIndex: number, type: 'back' | 'lay', preferred?: Match): Promise<Match> =>
  betOnFirstTaking(
    appUrl,
    session,
    { runnerIndex, type },
    async () => {
      const candidates = await inPlaySoccer(appUrl);
      return preferred ? [preferred, ...candidates.filter((match) => match.matchId !== preferred.matchId)] : candidates;
    },
    20_000,
  );

const grid = (page: Page, name: string) => page.getByRole('grid', { name });

let session: ApiSession;
/** The matches of the two bets (the second one goes on another match when the first has just ended). */
let matches: Match[];

// Bets on a match in play, then the engine plays it to its end and settles it through the money core.
test.beforeAll(async () => {
  test.setTimeout(60_000);
  session = await signInApi(appUrl);
  const first = await betUntilTaken(session, 0, 'back');
  matches = [first, await betUntilTaken(session, 1, 'lay', first)];
  await expect.poll(() => settledBetCount(appUrl, session), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
});

test('SRV-35 REC-13 REC-14 the settled Match Odds bets of a finished soccer match are in the bet history', async ({ page }) => {
  await openWithSession(page, session, `${appUrl}/#/betshistory`);
  await page.getByRole('combobox', { name: strings.betStatus }).click();
  await page.getByRole('option', { name: strings.betStatusSettled, exact: true }).click();
  await expect(grid(page, strings.betsHistory).getByRole('columnheader', { name: strings.settledAs })).toBeVisible();
  const rows = grid(page, strings.betsHistory).getByRole('row');
  for (const [index, match] of matches.entries()) {
    await expect(
      rows
        .filter({ hasText: match.eventName })
        .filter({ hasText: index === 0 ? 'back' : 'lay' })
        .first(),
    ).toBeVisible();
  }
});

test('SRV-35 REC-15 the finished soccer match counts in Profit & Loss', async ({ page }) => {
  // The sport level (the drill-down itself is the records journey's subject).
  await openWithSession(page, session, `${appUrl}/#/profitloss`);
  await expect(grid(page, strings.profitAndLoss).getByRole('row').filter({ hasText: 'Soccer' })).toHaveCount(1);
});

test('SRV-35 REC-08 each settled bet is a line of the account statement', async ({ page }) => {
  await openWithSession(page, session, `${appUrl}/#/accountstatement`);
  const lines = grid(page, strings.accountMenuStatement).getByRole('row');
  for (const match of new Set(matches.map((each) => each.eventName))) {
    // A market won on balance adds its commission line ("… / Match Odds / Commission"): not a bet's line.
    const betLines = lines.filter({ hasText: `${match} / Match Odds` }).filter({ hasNotText: 'Commission' });
    await expect(betLines).toHaveCount(matches.filter((each) => each.eventName === match).length);
  }
});
