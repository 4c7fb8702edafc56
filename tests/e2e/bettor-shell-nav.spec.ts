import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { E2E_PORT } from './e2eEnv';
import { demoBettor, isNarrow, openSignedIn, operator } from './support/shellSession';

// Each journey opens its own page (Sign Up on a domain of its worker's own): they run side by side.
test.describe.configure({ mode: 'parallel' });

/** A loopback address of this worker's own, so parallel workers never upsert the same domain at once. */
const signUpHost = () => `127.0.0.${40 + test.info().parallelIndex}`;
let counter = 0;

test('our addition: Sign Up on a domain that allows it registers the bettor and signs them in; the toast sits below the header', async ({
  page,
}) => {
  const host = signUpHost();
  await operator('domain:upsert', '--host', host, '--title', 'Open Book', '--signup', 'true');
  await page.goto(`http://${host}:${E2E_PORT}/#/`);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: strings.signUp }).click();
  await page.getByRole('dialog', { name: strings.ageDialogTitle }).getByRole('button', { name: strings.confirm }).click();
  const form = page.getByRole('dialog', { name: strings.signUpTitle });
  counter += 1;
  await form.getByRole('textbox', { name: strings.username }).fill(`joiner${Date.now().toString(36)}${counter}`);
  await form.getByLabel(strings.password, { exact: true }).fill('secret-77');
  await form.getByLabel(strings.signUpConfirmPassword).fill('secret-77');
  await form.getByRole('textbox', { name: strings.signUpMobile }).fill('+91 98765 43210');
  await form.getByRole('button', { name: strings.signUpSubmit }).click();

  const toast = page.getByText(strings.loginSuccessful);
  await expect(toast).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(banner.getByText(strings.balance)).toBeVisible();
  await expect(banner.getByRole('button', { name: strings.signUp })).toHaveCount(0);
  const [toastBox, bannerBox] = [await toast.boundingBox(), await banner.boundingBox()];
  expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((bannerBox?.y ?? 0) + (bannerBox?.height ?? 999) - 1);
});

test('SHELL-30 OPEN-008 search says when nothing matches', async ({ page }) => {
  await page.goto('/#/');
  await page.getByRole('banner').getByRole('button', { name: a11yLabels.searchEvents }).click();
  await page.getByRole('dialog').getByPlaceholder(strings.searchEvents).fill('zzqx no such event');
  await expect(page.getByRole('dialog').getByText(strings.noSearchMatches)).toBeVisible();
});

test('SHELL-40 SHELL-05 phones reach the quick links signed out; the wide sidebar holds the All Sports tree, Multi Markets and "Acccount Statement"', async ({
  page,
}) => {
  if (isNarrow(page)) {
    await page.goto('/#/');
    await page.getByRole('navigation', { name: a11yLabels.bottomNav }).getByRole('link', { name: strings.sports }).click();
    const quick = page.getByRole('navigation', { name: a11yLabels.quickLinks });
    await expect(quick.getByRole('link')).toHaveText([
      strings.quickInPlay,
      strings.multiMarkets,
      strings.cricket,
      strings.soccer,
      strings.tennis,
    ]);
    await quick.getByRole('link', { name: strings.multiMarkets }).click();
    await expect(page).toHaveURL(/#\/multimarket$/);
    return;
  }
  await openSignedIn(page, await demoBettor());
  const sidebar = page.getByRole('navigation', { name: a11yLabels.sideBar });
  await sidebar.getByRole('button', { name: 'Cricket', exact: true }).click();
  // Cricket → its first competition (fetched once Cricket opens) → its matches, each a link to the match page.
  await sidebar.getByRole('group', { name: 'Cricket' }).getByRole('button', { expanded: false }).first().click();
  await expect(sidebar.locator('a[href^="#/fullmarket/4/"]').first()).toBeVisible();
  await sidebar.getByRole('link', { name: strings.multiMarkets }).click();
  await expect(page).toHaveURL(/#\/multimarket$/);
  await sidebar.getByRole('link', { name: strings.menuAccountStatement }).click();
  await expect(page).toHaveURL(/#\/accountstatement$/);
});

test('home signed in (the phone above all): nothing wider than the screen, tab labels on one line, match names wrap', async ({ page }) => {
  await openSignedIn(page, await demoBettor());
  const firstMatch = page.locator('main a[href^="#/fullmarket/"]').first();
  await expect(firstMatch).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const linesPerTab = (tablist: string) =>
    page
      .getByRole('tablist', { name: tablist })
      .getByRole('tab')
      .evaluateAll((tabs) =>
        tabs.map((tab) => {
          const range = document.createRange();
          range.selectNodeContents(tab);
          // Distinct tops of the text and icon boxes: an icon and its one-line label are two, a wrapped label more.
          return new Set(
            [...range.getClientRects()].filter((rect) => rect.height > 0 && rect.height < 30).map((rect) => Math.round(rect.top)),
          ).size;
        }),
      );
  const sportTabLines = await linesPerTab('sports');
  expect(sportTabLines.every((lines) => lines <= 2)).toBe(true);
  // In Play / Today / Tommorow (n): text only, one line each.
  expect(await linesPerTab('match lists')).toEqual([1, 1, 1]);
  const names = await page
    .locator('main a[href^="#/fullmarket/"]')
    .evaluateAll((links) => links.map((link) => link.scrollWidth <= link.clientWidth + 1));
  expect(names.every(Boolean)).toBe(true);
});
