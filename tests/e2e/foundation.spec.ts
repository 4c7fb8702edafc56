import { expect, test, type Page } from '@playwright/test';
import { exposureResponse } from '../../contract/bets';
import { userDetailsResponse } from '../../contract/auth';
import { strings } from '../../contract/strings';
import { formatAmount } from '../../src/components/formatAmount';
import { createUserInBackground } from './support/adminCli';
import { ageDialog, confirmAge, isWideScreen, loginDialog, openLoginModal, signInWithDemo, submitCredentials } from './support/session';

const loginButton = (page: Page) => page.getByRole('button', { name: strings.login, exact: true });
const balanceLabel = (page: Page) => page.getByRole('banner').getByText(strings.balance, { exact: true });

/**
 * The bettor the operator CLI creates for this file (one per project): the CLI starts before the first
 * journey and runs beside the journeys that do not need it.
 */
let cliUser: { userName: string; password: string; created: Promise<void> };
test.beforeAll(() => {
  const user = { userName: `e2e-${test.info().project.name}-${Date.now()}`, password: 'e2e-secret-1' };
  const created = createUserInBackground(user.userName, user.password);
  created.catch(() => undefined); // reported by the journey that awaits it
  cliUser = { ...user, created };
});

test('SHELL-26 anonymous home shows the login fields', async ({ page }) => {
  await page.goto('/');
  await expect(loginButton(page)).toBeVisible();
  if (!isWideScreen(page)) await openLoginModal(page);
  await expect(page.getByLabel(strings.username, { exact: true })).toBeVisible();
  await expect(page.getByLabel(strings.password, { exact: true })).toBeVisible();
  await expect(balanceLabel(page)).toHaveCount(0);
});

test('AUTH-13 AUTH-19 AUTH-24 CONST-07 "Login With Demo Id" signs in and the header shows the balance', async ({ page }) => {
  await page.goto('/');
  const userDetails = page.waitForResponse((response) => response.url().endsWith('/api/auth/letest-user-details'));
  const exposure = page.waitForResponse((response) => response.url().endsWith('/api/bet/exposure/fetch'));

  await signInWithDemo(page);

  const { openingBalance } = userDetailsResponse.parse(await (await userDetails).json()).data;
  const exposureAmount = Math.abs(exposureResponse.parse(await (await exposure).json()).data);
  await expect(balanceLabel(page)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(formatAmount(openingBalance - exposureAmount));
  await expect(loginButton(page)).toHaveCount(0);
});

test('AUTH-19 MSG-03 OPEN-015 a user created with the operator CLI signs in with "Login successful!"', async ({ page }) => {
  await page.goto('/');
  await cliUser.created;

  await submitCredentials(page, cliUser.userName, cliUser.password);

  await expect(page.getByText(strings.loginSuccessful)).toBeVisible();
  await expect(balanceLabel(page)).toBeVisible();
});

test('AUTH-06 AUTH-08 AUTH-09 AUTH-10 AUTH-20 the age question comes first; an empty submit shows both messages and sends nothing; a wrong password shows "Invalid Id or Password!" and signs nothing in', async ({
  page,
}) => {
  await page.goto('/');
  const signIns: Array<string | undefined> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/signin')) signIns.push((request.postDataJSON() as { userName?: string }).userName);
  });
  const surface = isWideScreen(page) ? page.getByRole('banner') : loginDialog(page);
  const submit = () => surface.getByRole('button', { name: strings.login, exact: true }).click();

  await loginButton(page).click();
  await expect(ageDialog(page)).toBeVisible();
  await confirmAge(page);
  if (!isWideScreen(page)) await submit();
  await expect(page.getByText(strings.pleaseEnterUsername)).toBeVisible();
  await expect(page.getByText(strings.pleaseEnterPassword)).toBeVisible();

  // Had the empty submit gone out, its sign-in would come before the one of this next submit.
  await cliUser.created;
  await surface.getByLabel(strings.username, { exact: true }).fill(cliUser.userName);
  await surface.getByLabel(strings.password, { exact: true }).fill('not-the-password');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/signin'));
  await submit();
  await answered;

  await expect(page.getByText(strings.invalidIdOrPassword)).toBeVisible();
  expect(signIns).toEqual([cliUser.userName]);
  await expect(balanceLabel(page)).toHaveCount(0);
  await page.reload();
  await expect(loginButton(page)).toBeVisible();
  await expect(balanceLabel(page)).toHaveCount(0);
});

test('SHELL-23 an unknown route shows "Looks Like you are lost!" and Go Back returns home', async ({ page }) => {
  await page.goto('/#/no-such-page');
  await expect(page.getByText(strings.lostPage)).toBeVisible();

  await page.getByRole('button', { name: strings.goBack }).click();

  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText(strings.lostPage)).toHaveCount(0);
});
