import { expect, test } from '@playwright/test';
import { exposureResponse } from '../../contract/bets';
import { strings } from '../../contract/strings';
import { formatAmount } from '../../src/components/formatAmount';
import { E2E_BASE_URL } from './e2eEnv';
import { createUserInBackground } from './support/adminCli';
import { openWithSession, signInApi } from './support/apiSession';
import { TABLES } from './support/casinoJourney';
import { runnerButton, shownRound, tableScreen } from './support/casinoTable';
import { betOnFirstTaking, inPlaySoccer } from './support/sportsApi';

// Each journey has a bettor of its own: they run side by side.
test.describe.configure({ mode: 'parallel' });

/**
 * A bettor of this journey's own, so the demo account's bets of other journeys never show in its lists. Its balance
 * covers a lay of 500 at any price on the ladder (up to 500 × 999 at risk): late in a match the second runner may be
 * a long outsider, and a smaller balance would refuse the lay for as long as the match stays that way.
 */
async function ownBettor(tag: string) {
  const credentials = { userName: `ob${tag}${Date.now().toString(36)}`, password: 'open-bets-pass-1' };
  await createUserInBackground(credentials.userName, credentials.password, { balance: 1_000_000, exposureLimit: 1_000_000 });
  return signInApi(E2E_BASE_URL, credentials);
}

test('SHELL-33 SHELL-32 API-13 Open Bets lists each bet under its market, Select market narrows it, Exposure Detail shows the amount at risk', async ({
  page,
}) => {
  // Each bet waits out a suspension (up to 30 s) at most; a quiet machine needs about 15 s in all.
  test.setTimeout(150_000);
  const session = await ownBettor('s');
  // A back on the first runner of the match that kicked off last (the furthest from its end), then a lay on its second.
  const latestFirst = async () => (await inPlaySoccer(E2E_BASE_URL)).reverse();
  const match = await betOnFirstTaking(E2E_BASE_URL, session, { runnerIndex: 0, type: 'back' }, latestFirst, 45_000);
  await betOnFirstTaking(E2E_BASE_URL, session, { runnerIndex: 1, type: 'lay' }, async () => [match], 45_000);

  await openWithSession(page, session, '/#/');
  await page.getByRole('banner').getByRole('button', { name: strings.bets }).click();
  const panel = page.getByRole('dialog', { name: strings.openBets });
  const market = panel.getByRole('region', { name: `${match.eventName} · Match Odds` });
  const rows = market.getByTestId('open-bet');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: strings.back })).toContainText(`${strings.stake}500.00`);
  await expect(rows.filter({ hasText: strings.back })).toContainText(strings.profit);
  await expect(rows.filter({ hasText: strings.lay })).toContainText(strings.liability);
  await panel.getByLabel(strings.selectMarket).click();
  await page.getByRole('option', { name: `${match.eventName} · Match Odds` }).click();
  await expect(panel.getByRole('region')).toHaveCount(1);
  await market.getByRole('link', { name: `${match.eventName} · Match Odds` }).click();
  await expect(page).toHaveURL(new RegExp(`#/fullmarket/1/${match.competitionId}/${match.matchId}\\?`));
  await expect(panel).toBeHidden();

  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(strings.exposure) })
    .click();
  const detail = page.getByRole('dialog', { name: strings.exposureDetail });
  // One market open: what it puts at risk is the whole exposure. The market is live (an unmatched part may match,
  // or lapse at a goal, meanwhile), so the exposure is read again each time it is compared.
  await expect(async () => {
    const exposure = exposureResponse.parse(
      await (await fetch(`${E2E_BASE_URL}/api/bet/exposure/fetch`, { headers: session.headers })).json(),
    ).data;
    await expect(detail.getByTestId('market-exposure')).toHaveText(formatAmount(Math.abs(exposure)), { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
});

test('OPEN-095 CAS-ALL-03 Dragon Tiger: a bet placed early in the round stays listed and on its tile past 19 s until the next round', async ({
  page,
}) => {
  // Real time on the shared server: up to a round to wait for a fresh one, then most of the next.
  test.setTimeout(150_000);
  const table = TABLES.find((each) => each.casinoType === 'dt')!;
  const session = await ownBettor('d');
  await openWithSession(page, session, `/#/play-casino-new/${table.eventId}/${table.casinoType}`);
  const first = await shownRound(page);
  const early = tableScreen(page)
    .filter({ has: page.getByRole('timer').filter({ hasText: /^2[2-5]$/ }) })
    .filter({ has: page.getByTestId('round-id').filter({ hasNotText: first }) });
  const slip = page.getByRole('form', { name: table.runner.name });
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bet/save2', { timeout: 60_000 });
  await Promise.all([
    runnerButton(early, table).click({ timeout: 60_000 }),
    slip.getByRole('textbox', { name: strings.stake }).fill('100', { timeout: 60_000 }),
    slip
      .filter({ hasText: `${strings.profit}: 100.00` })
      .getByRole('button', { name: strings.confirm })
      .click({ timeout: 60_000 }),
  ]);
  expect(((await (await saved).json()) as { status: boolean }).status).toBe(true);
  const round = await shownRound(page);
  const myBets = page.getByRole('table', { name: strings.myRoundBets });
  await expect(myBets.getByRole('row')).toHaveCount(2);
  // Past the spec's clearing second (19) in the same round: the bet and the tile's P/L are still there.
  await expect(page.getByRole('timer')).toHaveText(/^(1[0-7]|[0-9])$/, { timeout: 30_000 });
  await expect(page.getByTestId('round-id')).toHaveText(`${strings.roundId}: ${round}`);
  await expect(myBets.getByRole('row')).toHaveCount(2);
  await expect(runnerButton(tableScreen(page), table).getByTestId('selection-pl')).toHaveText('+100.00');
  // The next round clears the list.
  await expect(page.getByTestId('round-id')).not.toHaveText(`${strings.roundId}: ${round}`, { timeout: 60_000 });
  await expect(page.getByText(strings.noRoundBets)).toBeVisible();
});
