import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';

/** Bigger than any script the page's first script needs: the app's shell is several hundred kilobytes. */
const SHELL_MIN_BYTES = 100_000;

test("CAS-LNCH-06 a table opened by its address shows its background before the app's code has arrived; the table then takes the screen", async ({
  page,
}) => {
  let release = (): void => undefined;
  const shellHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.body()).length > SHELL_MIN_BYTES) await shellHeld;
    await route.fulfill({ response });
  });

  // Not until "load": the page loads only once the shell is let through.
  await page.goto('/#/play-casino-new/56767/teen20', { waitUntil: 'commit' });
  const splash = page.locator('#casino-launch-splash');
  await expect(splash).toBeVisible();
  await expect(splash).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#root')).toBeEmpty();

  release();
  await expect(page.getByRole('timer', { name: strings.countdownLabel })).toBeVisible();
  await expect(splash).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});
