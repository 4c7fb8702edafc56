import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';
import { openSignedInFast } from './support/apiSession';
import { routeWhileOpen } from './support/pageRoutes';
import { bestPrice, betSlip, openInPlayCricketMatch, placeBetOn } from './support/sportsPage';

test.describe('sports exchange', () => {
  // Each journey opens its own in-play match page: they run side by side.
  test.describe.configure({ mode: 'parallel' });

  test('HOME-06 HOME-18 MKT-07 BET-01 BET-12 BET-28 MKT-22 back and lay on Match Odds; the runner shows its position', async ({ page }) => {
    test.setTimeout(180_000);
    await openSignedInFast(page);
    await openInPlayCricketMatch(page);
    const matchOdds = page.getByRole('region', { name: strings.matchOdds }).first();

    // In play the order waits out the bet delay; should the price move meanwhile, it rests unmatched and the runner
    // has no position yet: the bettor backs again at the price then on offer.
    const position = matchOdds.getByTestId(/^position-/).first();
    await expect(async () => {
      await placeBetOn(page, () => bestPrice(matchOdds, 'back'));
      await expect(position).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await placeBetOn(page, () => bestPrice(matchOdds, 'lay'));
  });

  test('BET-01 BET-28 MKT-22 SHELL-27 bet on Bookmaker and Fancy; exposure per runner and in the header', async ({ page }) => {
    await openSignedInFast(page);
    await openInPlayCricketMatch(page, { withFancy: true });

    const bookmaker = page.getByRole('region', { name: strings.bookmaker }).first();
    await placeBetOn(page, () => bestPrice(bookmaker, 'back'));
    await expect(bookmaker.getByTestId(/^position-/).first()).toBeVisible();

    const fancy = page.getByRole('region', { name: strings.fancyBet });
    await placeBetOn(page, () => bestPrice(fancy, 'back'));

    const exposure = page.getByRole('banner').getByText(strings.exposure).locator('..');
    await expect(exposure).not.toHaveText(/\b0\.00$/);
  });

  test("BET-23 in play, the bet is sent at once and the slip counts down the sport's delay while the server holds it", async ({ page }) => {
    await openSignedInFast(page);
    await openInPlayCricketMatch(page);
    const matchOdds = page.getByRole('region', { name: strings.matchOdds }).first();
    const slip = betSlip(page);
    // The price can move between the click and the server's check: the slip refuses a move it saw itself (nothing
    // sent, it closes at once); an order the book has moved away from only rests, unheld, and is answered at once.
    // Either way the bettor tries again, and the held bet is the one whose countdown is checked.
    // Cricket's in-play delay is 5 s: the countdown starts there (it shows more than the 3 s left after 2).
    const countdown = slip.getByText(/^Placing bet in [3-5]\.\ds$/);
    const attempts = 3;
    for (let attempt = 1; ; attempt += 1) {
      expect(attempt, `no bet held in ${attempts} tries`).toBeLessThanOrEqual(attempts);
      await bestPrice(matchOdds, 'back').click();
      await slip.getByRole('button', { name: '100', exact: true }).click();
      const request = page.waitForRequest('**/api/bet/save2', { timeout: 15_000 }).catch(() => null);
      await slip.getByRole('button', { name: strings.placeBet }).click();
      const refused = slip.waitFor({ state: 'hidden', timeout: 15_000 }).then(
        () => null,
        () => null,
      );
      const sent = await Promise.race([request, refused]);
      if (sent === null) continue;
      const counting = countdown.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      const answeredFirst = sent.response().then(
        () => false,
        () => false,
      );
      if (await Promise.race([counting, answeredFirst])) break;
      await expect(slip).toBeHidden();
    }
    await expect(slip).toBeHidden({ timeout: 15_000 });
  });

  test('BET-20 MSG-09 OPEN-052 a price that moved before the bet is confirmed gives "Bet rate changed!" and sends nothing', async ({
    page,
  }) => {
    let moved = false;
    let movedAnswers = 0;
    await routeWhileOpen(page, '**/api/v2/fetch-market-odds/**', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { runners: { ex: { availableToBack: { price: number }[] } }[] }[] };
      if (moved) {
        for (const market of body.data)
          for (const runner of market.runners)
            for (const level of runner.ex.availableToBack) level.price = Math.round((level.price + 0.5) * 100) / 100;
        movedAnswers += 1;
      }
      // A fresh answer (not the fetched one's headers): its length changed with the prices.
      await route.fulfill({ json: body });
    });
    await openSignedInFast(page);
    await openInPlayCricketMatch(page);
    const matchOdds = page.getByRole('region', { name: strings.matchOdds }).first();
    await bestPrice(matchOdds, 'back').click();
    // Every price moves from the next poll on; the slip keeps the clicked one.
    moved = true;
    await expect.poll(() => movedAnswers).toBeGreaterThan(0);
    let sent = 0;
    page.on('request', (request) => void (request.url().endsWith('/bet/save2') && (sent += 1)));
    const slip = betSlip(page);
    await slip.getByRole('button', { name: '100', exact: true }).click();
    await slip.getByRole('button', { name: strings.placeBet }).click();
    await expect(page.getByText(strings.betRateChanged)).toBeVisible();
    expect(sent).toBe(0);
  });
});
