import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';
import { holdShell } from './support/pageRoutes';

test("CAS-LNCH-06 a table opened by its address shows its background before the app's code has arrived; the table then takes the screen", async ({
  page,
}) => {
  const release = await holdShell(page);

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
