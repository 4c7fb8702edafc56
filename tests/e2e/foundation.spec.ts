import { expect, test, type Page } from '@playwright/test';
import { exposureResponse } from '../../contract/bets';
import { userDetailsResponse } from '../../contract/auth';
import { strings } from '../../contract/strings';
import { formatAmount } from '../../src/components/formatAmount';
import { createUser } from './support/adminCli';
import {
  ageDialog,
  confirmAge,
  isWideScreen,
  loginDialog,
  openLoginModal,
  signInWithDemo,
  submitCredentials,
} from './support/session';

const loginButton = (page: Page) => page.getByRole('button', { name: strings.login, exact: true });
const balanceLabel = (page: Page) => page.getByRole('banner').getByText(strings.balance, { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('SHELL-26 anonymous home shows the login fields', async ({ page }) => {
  await expect(loginButton(page)).toBeVisible();
  if (!isWideScreen(page)) await openLoginModal(page);
  await expect(page.getByLabel(strings.username, { exact: true })).toBeVisible();
  await expect(page.getByLabel(strings.password, { exact: true })).toBeVisible();
  await expect(balanceLabel(page)).toHaveCount(0);
});

test('AUTH-06 AUTH-08 AUTH-09 AUTH-10 login asks the age question first, then an empty submit shows both messages', async ({
  page,
}) => {
  const signInCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/signin')) signInCalls.push(request.url());
  });

  await loginButton(page).click();
  await expect(ageDialog(page)).toBeVisible();
  await confirmAge(page);
  if (!isWideScreen(page)) await loginDialog(page).getByRole('button', { name: strings.login, exact: true }).click();

  await expect(page.getByText(strings.pleaseEnterUsername)).toBeVisible();
  await expect(page.getByText(strings.pleaseEnterPassword)).toBeVisible();
  expect(signInCalls).toEqual([]);
});

test('AUTH-13 AUTH-19 AUTH-24 CONST-07 "Login With Demo Id" signs in and the header shows the balance', async ({ page }) => {
  const userDetails = page.waitForResponse((response) => response.url().endsWith('/api/auth/letest-user-details'));
  const exposure = page.waitForResponse((response) => response.url().endsWith('/api/bet/exposure/fetch'));

  await signInWithDemo(page);

  const { openingBalance } = userDetailsResponse.parse(await (await userDetails).json()).data;
  const exposureAmount = Math.abs(exposureResponse.parse(await (await exposure).json()).data);
  await expect(balanceLabel(page)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(formatAmount(openingBalance - exposureAmount));
  await expect(loginButton(page)).toHaveCount(0);
});

test('AUTH-19 MSG-03 OPEN-015 a user created with the operator CLI signs in with "Login successful!"', async ({ page }, testInfo) => {
  const userName = `e2e-${testInfo.project.name}-${Date.now()}`;
  createUser(userName, 'e2e-secret-1');

  await submitCredentials(page, userName, 'e2e-secret-1');

  await expect(page.getByText(strings.loginSuccessful)).toBeVisible();
  await expect(balanceLabel(page)).toBeVisible();
});

test('AUTH-20 a wrong password shows "Invalid Id or Password!" and signs nothing in', async ({ page }, testInfo) => {
  const userName = `e2e-wrong-${testInfo.project.name}-${Date.now()}`;
  createUser(userName, 'e2e-secret-2');

  await submitCredentials(page, userName, 'not-the-password');

  await expect(page.getByText(strings.invalidIdOrPassword)).toBeVisible();
  await expect(balanceLabel(page)).toHaveCount(0);
  await page.reload();
  await expect(loginButton(page)).toBeVisible();
});

test('SHELL-23 an unknown route shows "Looks Like you are lost!" and Go Back returns home', async ({ page }) => {
  await page.goto('/#/no-such-page');
  await expect(page.getByText(strings.lostPage)).toBeVisible();

  await page.getByRole('button', { name: strings.goBack }).click();

  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText(strings.lostPage)).toHaveCount(0);
});
