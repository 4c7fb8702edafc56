import { expect, test, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { strings } from '../../../contract/strings';
import { E2E_BASE_URL } from '../e2eEnv';
import { cricketTakingBets } from './sportsApi';

/** The best back (or lay) price of a runner — level 1, the bettable one. */
export const bestPrice = (region: Locator, side: 'back' | 'lay') =>
  region.locator(`button[aria-label^="${side} "]:not([aria-label*=" level "]):not([disabled])`).first();

export const betSlip = (page: Page) => page.getByRole('region', { name: 'bet slip' });

/** The match id in a match link (`#/fullmarket/4/{competitionId}/{matchId}?…`). */
const matchIdOf = (href: string) => /\/fullmarket\/\d+\/[^/]+\/([^/?]+)/.exec(href)?.[1] ?? '';

/**
 * The longest a cricket match stops taking bets on its own: a wicket suspends every market for 20 s, and a fancy
 * line is "Ball Running" for the 8 s before each ball. A journey waits this long for a match that takes bets.
 */
const CRICKET_PAUSE_MS = 30_000;

/**
 * HOME-06 HOME-18: from the home page's In Play list, an in-play cricket match (it has bookmaker and fancy) whose
 * Bookmaker (and, with `withFancy`, a fancy line) takes bets. A match all but decided, just after a wicket or
 * with its ball running, takes none for a while, as a real desk does: the journey waits until the server reports
 * one that does, opens it from the list, and the next one by its link's address (no reload) should it have closed
 * meanwhile. The journey's timeout grows by twice that wait.
 */
export async function openInPlayCricketMatch(page: Page, { withFancy = false } = {}): Promise<void> {
  test.info().setTimeout(test.info().timeout + 2 * CRICKET_PAUSE_MS);
  await page.getByRole('tablist', { name: 'sports' }).getByRole('tab', { name: 'Cricket' }).click();
  await page.getByRole('tab', { name: new RegExp(`^${strings.inPlay}`) }).click();
  const links = page.locator('main a[href*="/fullmarket/4/"]');
  await expect(links.first()).toBeVisible();
  let open = new Set<string>();
  await expect
    .poll(async () => (open = await cricketTakingBets(E2E_BASE_URL, { withFancy })).size, {
      timeout: CRICKET_PAUSE_MS,
      intervals: [500, 1_000],
    })
    .toBeGreaterThan(0);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const unique = [...new Set(hrefs)];
  const ordered = [...unique.filter((href) => open.has(matchIdOf(href))), ...unique.filter((href) => !open.has(matchIdOf(href)))];
  for (const [index, href] of ordered.entries()) {
    if (index === 0) await page.locator(`main a[href="${href}"]`).first().click();
    else await page.evaluate((next) => void (window.location.hash = next), href);
    await expect(page.getByRole('region', { name: strings.matchOdds }).first()).toBeVisible();
    const bookmaker = page.getByRole('region', { name: strings.bookmaker }).first();
    const takesBets = (region: Locator) =>
      expect(bestPrice(region, 'back'))
        .toBeVisible({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
    if ((await takesBets(bookmaker)) && (!withFancy || (await takesBets(page.getByRole('region', { name: strings.fancyBet }))))) return;
  }
  throw new Error(`no in-play cricket match has its Bookmaker${withFancy ? ' and a fancy line' : ''} open`);
}

/**
 * Opens the slip on a price, sets the stake from a preset and places the bet. An exchange price follows the game:
 * a ball bowled (one every ~35 s) between the click and the server's check moves it ("Bet rate changed!"), and a
 * bettor tries again, as here (up to three times: on a loaded machine an attempt takes seconds, so two in a row can meet a move). The server's answer to this very attempt decides (an earlier "Bet placed"
 * toast may still be up).
 */
export async function placeBetOn(page: Page, price: () => Locator, preset = '100'): Promise<void> {
  const attempts = 3;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await price().click();
    const slip = betSlip(page);
    await slip.getByRole('button', { name: preset, exact: true }).click();
    let answer: Promise<Response | null> = Promise.resolve(null);
    // An attempt that fails leaves its answer unread, and a page closed before that answer came rejects it.
    const onRequest = (request: Request) => {
      if (request.url().endsWith('/bet/save2')) answer = request.response().catch(() => null);
    };
    page.on('request', onRequest);
    try {
      await slip.getByRole('button', { name: strings.placeBet }).click();
      // The slip closes once the server has answered, or at once when it refused a moved price itself (nothing sent).
      await expect(slip).toBeHidden({ timeout: 15_000 });
    } finally {
      page.off('request', onRequest);
    }
    const response = await answer;
    if (response !== null && ((await response.json()) as { status: boolean }).status) return;
  }
  throw new Error(`no bet was accepted in ${attempts} tries`);
}
