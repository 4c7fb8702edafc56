import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { loginDialog } from './support/session';
import { demoBettor, openSignedIn } from './support/shellSession';

// Narrow screens only (≤ 1025 px, OPEN-010): playwright.config.ts runs this file in the tablet and phone projects.

test('SHELL-28 SHELL-34 SHELL-29 narrow screens: five bottom items; Casino and Account ask a visitor to log in', async ({ page }) => {
  await page.goto('/#/');
  const nav = page.getByRole('navigation', { name: a11yLabels.bottomNav });
  await expect(nav.getByRole('listitem')).toHaveText([strings.home, strings.inPlayNav, strings.sports, strings.casino, strings.account]);
  await nav.getByRole('link', { name: strings.inPlayNav }).click();
  await expect(page).toHaveURL(/#\/inplay$/);
  for (const item of [strings.casino, strings.account]) {
    await nav.getByRole('button', { name: item }).click();
    await expect(page.getByRole('dialog', { name: strings.ageDialogTitle })).toBeVisible();
    await expect(page).toHaveURL(/#\/inplay$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('SHELL-31 SHELL-38 SHELL-05 SHELL-06 narrow screens, logged in: Account opens My Account with the menu items', async ({ page }) => {
  await openSignedIn(page, await demoBettor());
  await page.getByRole('navigation', { name: a11yLabels.bottomNav }).getByRole('button', { name: strings.account }).click();
  const dialog = page.getByRole('dialog', { name: strings.myAccount });
  await expect(dialog.getByRole('link')).toHaveText([
    strings.myProfile,
    strings.accountMenuStatement,
    strings.betsHistory,
    strings.profitAndLoss,
    strings.passwordHistory,
    strings.activityLog,
  ]);
  await expect(dialog.getByRole('button', { name: strings.logout })).toBeVisible();
  await dialog.getByRole('link', { name: strings.myProfile }).click();
  await expect(page).toHaveURL(/#\/profile$/);
  await expect(page.getByRole('heading', { name: strings.accountDetails })).toBeVisible();
});

test('SHELL-29 narrow screens log in through the modal, not the header', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('banner').getByRole('textbox')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: strings.login }).click();
  await page.getByRole('dialog').getByRole('button', { name: strings.confirm }).click();
  await expect(loginDialog(page)).toBeVisible();
});
