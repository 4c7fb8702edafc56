import { expect, test, type Page } from '@playwright/test';
import { strings } from '../../contract/strings';
import { holdShell } from './support/pageRoutes';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** With the app's code held back, the page at `path` is parsed past where the first screen would be, without it. */
async function expectNoFirstScreen(page: Page, path: string) {
  const release = await holdShell(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  release();
}

// The server renders a domain's first screen on the first page asked after a while; a page that would wait for
// a render longer than it should goes without. The journeys start once a render is there.
test.beforeEach(async ({ request }) => {
  await expect.poll(async () => (await (await request.get('/')).text()).includes('id="first-screen"')).toBe(true);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test("the home page's prices are on screen before the app's code has arrived; the app then takes the screen", async ({
    page,
    request,
  }) => {
    const policyErrors: string[] = [];
    page.on('console', (message) => void (/Content Security Policy/.test(message.text()) && policyErrors.push(message.text())));
    const release = await holdShell(page);
    await page.goto('/', { waitUntil: 'commit' });

    const firstScreen = page.locator('#first-screen');
    const price = firstScreen
      .locator('main button[aria-label^="back "]')
      .filter({ hasText: /^\d+(\.\d+)?$/ })
      .first();
    await expect(price).toBeVisible();
    await expect(page.locator('#root')).toBeEmpty();
    // The picture is no page to use: nothing in it can be tapped or reached by assistive tech.
    await expect(firstScreen).toHaveAttribute('inert', '');
    await expect(page.getByRole('button', { name: /^back / })).toHaveCount(0);
    // The matches it lists are the server's (the home lists cricket, tennis and soccer first).
    const names = new Set<string>();
    for (const sportId of [4, 2, 1]) {
      const answer = await request.get(`/api/v2/get-matches-by-eventid/${sportId}`, { headers: { d: 'localhost' } });
      ((await answer.json()) as { data: { eventName: string }[] }).data.forEach((match) => names.add(match.eventName));
    }
    const listed = await firstScreen.locator('main a[href^="#/fullmarket/"]').allTextContents();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((name) => !names.has(name))).toEqual([]);

    release();
    await expect(firstScreen).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^back / }).first()).toBeVisible();
    expect(policyErrors).toEqual([]);
  });

  test("a match page opened by its address shows its Match Odds before the app's code has arrived; the app then takes the screen", async ({
    page,
    request,
  }) => {
    const cricket = await request.get('/api/v2/get-matches-by-eventid/4', { headers: { d: 'localhost' } });
    const matches = (
      (await cricket.json()) as { data: { competitionId: string; matchId: string; joinedMarketIds: string; eventName: string }[] }
    ).data;
    const match = matches.find((candidate) => candidate.joinedMarketIds !== '');
    if (!match) throw new Error('the seeded cricket has no match with markets');
    const path = `/fullmarket/4/${match.competitionId}/${match.matchId}`;
    await expect.poll(async () => (await request.get(`/first-screen?path=${encodeURIComponent(path)}`)).status()).toBe(200);

    const release = await holdShell(page);
    await page.goto(`/#${path}`, { waitUntil: 'commit' });
    const firstScreen = page.locator('#first-screen');
    await expect(firstScreen.locator('[aria-label^="back "]:visible').filter({ hasText: /\d/ }).first()).toBeVisible();
    await expect(firstScreen).toContainText(match.eventName);
    await expect(page.locator('#root')).toBeEmpty();

    release();
    await expect(firstScreen).toHaveCount(0);
    await expect(page.getByRole('region', { name: strings.matchOdds })).toBeVisible();
  });

  test("a casino table opened by its address: its background at once, after 1.4 s its table with the dial ticking and the rates, before the app's code; the app then takes the screen", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const path = '/play-casino-new/56767/teen20';
    // A round with time left to watch the dial tick: the countdown the page's render will start from.
    const renderedCountdown = async () => {
      const answer = await request.get(`/first-screen?path=${encodeURIComponent(path)}`);
      if (answer.status() !== 200) return 0;
      return Number(/data-countdown="([\d.]+)"/.exec(((await answer.json()) as { markup: string }).markup)?.[1] ?? 0);
    };
    await expect.poll(renderedCountdown, { timeout: 40_000 }).toBeGreaterThan(10);

    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { seenAt: typeof seen }).seenAt = seen;
      new MutationObserver(() => {
        for (const id of ['casino-launch-splash', 'first-screen']) if (document.getElementById(id)) seen[id] ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const release = await holdShell(page);
    await page.goto(`/#${path}`, { waitUntil: 'commit' });
    await expect(page.locator('#casino-launch-splash')).toBeVisible();

    const firstScreen = page.locator('#first-screen');
    const seconds = firstScreen.locator('[role="timer"] [data-dial-seconds]');
    await expect(seconds).toHaveText(/^\d+$/);
    await expect(page.locator('#casino-launch-splash')).toHaveCount(0);
    const seenAt = await page.evaluate(() => (window as unknown as { seenAt: Record<string, number> }).seenAt);
    expect((seenAt['first-screen'] ?? 0) - (seenAt['casino-launch-splash'] ?? Infinity)).toBeGreaterThanOrEqual(1_395);
    await expect(
      firstScreen
        .locator('[data-testid="betting-board"] button')
        .filter({ hasText: /\d\.\d/ })
        .first(),
    ).toBeVisible();
    // A picture, not a page: its video frame is left out, nothing in it takes a tap.
    await expect(firstScreen.locator('iframe')).toHaveCount(0);
    await expect(firstScreen).toHaveAttribute('inert', '');
    const first = Number(await seconds.textContent());
    await expect.poll(async () => Number(await seconds.textContent())).toBeLessThan(first);
    await expect(page.locator('#root')).toBeEmpty();

    release();
    await expect(firstScreen).toHaveCount(0);
    await expect(page.locator('#root [data-table] [role="timer"]')).toBeVisible();
    await expect(page.getByTestId('betting-board').getByRole('button').first()).toBeVisible();
  });

  test('another page never sees it', async ({ page }) => {
    await expectNoFirstScreen(page, '/#/inplay');
  });

  test('a bettor with a session never sees it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('state.auth', '{"isLoggedIn":true}'));
    await expectNoFirstScreen(page, '/');
  });
});

test('a desktop never sees it', async ({ page }) => {
  await expectNoFirstScreen(page, '/');
  await expectNoFirstScreen(page, '/#/play-casino-new/56767/teen20');
});
