import { test } from '@playwright/test';
import { fastCasinoProduct, playRound, TABLES } from './support/casinoJourney';

/**
 * A round at a table on a narrow screen, where the slip, the board and the header's amounts take the tablet
 * layout; the desktop plays all seven tables (casino-tables.spec.ts). Same fast casino clock as there.
 */
const casino = fastCasinoProduct('casino-narrow');

test('LOBBY-06 CAS-ALL-24 CAS-ALL-06 CAS-ALL-04 CAS-ALL-05 CAS-ALL-31 SHELL-27 narrow screen, 20-20 Teenpatti: a bet through the slip on a new round; the result and settlement follow', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { appUrl, session } = casino();
  await playRound(page, appUrl, session, TABLES[0]!, { stake: 100, suspended: true, fairness: true });
});
