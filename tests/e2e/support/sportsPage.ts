import { expect, type Locator, type Page } from '@playwright/test';
import { strings } from '../../../contract/strings';

/** The best back (or lay) price of a runner — level 1, the bettable one. */
export const bestPrice = (region: Locator, side: 'back' | 'lay') => region.locator(`button[aria-label^="${side} "]:not([aria-label*=" level "]):not([disabled])`).first();

export const betSlip = (page: Page) => page.getByRole('region', { name: 'bet slip' });

/** HOME-06 HOME-18: from the home page's In Play list, the first in-play cricket match (it has bookmaker and fancy). */
export async function openInPlayCricketMatch(page: Page): Promise<void> {
  await page.goto('/#/');
  await page.getByRole('tablist', { name: 'sports' }).getByRole('tab', { name: 'Cricket' }).click();
  await page.getByRole('tab', { name: new RegExp(`^${strings.inPlay}`) }).click();
  const link = page.locator('main a[href*="/fullmarket/4/"]').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('region', { name: strings.matchOdds }).first()).toBeVisible();
}

/**
 * Opens the slip on a price, sets the stake from a preset and places the bet; a live price can move
 * between the click and the server's check ("Bet rate changed!"), so a bettor tries again, as here.
 */
export async function placeBetOn(page: Page, price: () => Locator, preset = '100'): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await price().click();
    const slip = betSlip(page);
    await slip.getByRole('button', { name: preset, exact: true }).click();
    await slip.getByRole('button', { name: strings.placeBet }).click();
    await expect(slip).toBeHidden({ timeout: 15_000 });
    const placed = page.getByText(strings.betPlaced).last();
    if (await placed.isVisible().catch(() => false)) return;
    try {
      await expect(placed).toBeVisible({ timeout: 3_000 });
      return;
    } catch {
      // The price moved under the click: try again at the new one.
    }
  }
  throw new Error('no bet was accepted in 8 tries');
}
