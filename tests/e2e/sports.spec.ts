import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';
import { openSignedInFast } from './support/apiSession';
import { bestPrice, betSlip, openInPlayCricketMatch, placeBetOn } from './support/sportsPage';

test.describe('sports exchange', () => {
  test('HOME-06 HOME-18 MKT-07 BET-01 BET-12 BET-28 MKT-22 back and lay on Match Odds; the runner shows its position', async ({ page }) => {
    await openSignedInFast(page);
    await openInPlayCricketMatch(page);
    const matchOdds = page.getByRole('region', { name: strings.matchOdds }).first();

    await placeBetOn(page, () => bestPrice(matchOdds, 'back'));
    await expect(matchOdds.getByTestId(/^position-/).first()).toBeVisible();
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

  test('BET-20 BET-23 MSG-09 OPEN-052 the delay counts down, and a price that moves meanwhile gives "Bet rate changed!"', async ({ page }) => {
    let moved = false;
    let movedAnswers = 0;
    await page.route('**/api/get-min-max/**', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { inPlayDelay?: Record<string, number> } };
      // The match is in play: the slip counts down the sport's in-play delay.
      await route.fulfill({ json: { ...body, data: { ...body.data, delay: 2, inPlayDelay: { ...body.data.inPlayDelay, Cricket: 2 } } } });
    });
    await page.route('**/api/v2/fetch-market-odds/**', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { runners: { ex: { availableToBack: { price: number }[] } }[] }[] };
      if (moved) {
        for (const market of body.data) for (const runner of market.runners) for (const level of runner.ex.availableToBack) level.price = Math.round((level.price + 0.5) * 100) / 100;
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
    // The slip checks the newest quote once the delay is over: a moved one must have reached the page by then.
    await expect.poll(() => movedAnswers).toBeGreaterThan(0);
    const slip = betSlip(page);
    await slip.getByRole('button', { name: '100', exact: true }).click();
    await slip.getByRole('button', { name: strings.placeBet }).click();
    await expect(slip.getByText(/^Placing bet in \d\.\ds$/)).toBeVisible();
    await expect(page.getByText(strings.betRateChanged)).toBeVisible();
  });
});
