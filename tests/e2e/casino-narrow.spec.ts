import { test } from '@playwright/test';
import { signInApi, type ApiSession } from './support/apiSession';
import { playRound, TABLES } from './support/casinoJourney';
import { CASINO_TICK_MS } from './support/casinoTable';
import { startOwnProduct, type OwnProduct } from './support/ownProduct';

/**
 * A round at a table on a narrow screen, where the slip, the board and the header's amounts take the tablet
 * layout; the desktop plays all seven tables (casino-tables.spec.ts). Same fast casino clock as there.
 */
let product: OwnProduct;
let session: ApiSession;

// Playwright reads the fixtures from the first parameter's pattern: none are needed here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(90_000);
  product = await startOwnProduct('casino-narrow', testInfo, { CASINO_TICK_MS: String(CASINO_TICK_MS) });
  session = await signInApi(product.appUrl);
});
test.afterAll(async () => product?.server.stop());

test('LOBBY-06 CAS-ALL-24 CAS-ALL-06 CAS-ALL-04 CAS-ALL-05 CAS-ALL-31 SHELL-27 narrow screen, 20-20 Teenpatti: a bet through the slip on a new round; the result and settlement follow', async ({ page }) => {
  test.setTimeout(60_000);
  await playRound(page, product.appUrl, session, TABLES[0]!, { stake: 100, suspended: true, fairness: true });
});
