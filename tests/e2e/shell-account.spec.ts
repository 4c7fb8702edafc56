import { expect, test, type Page } from '@playwright/test';
import { strings } from '../../contract/strings';
import { messages } from '../../server/messages';
import { E2E_BASE_URL } from './e2eEnv';
import { newUser, openSignedIn } from './support/shellSession';
import { submitCredentials } from './support/session';

// Each journey changes a bettor of its own (newUser): they run side by side.
test.describe.configure({ mode: 'parallel' });

const stakeField = (page: Page, position: number) => page.getByLabel(strings.stakeLabel(position), { exact: true });

test('PROF-01 PROF-02 /profile shows Account Details from the user record', async ({ page }) => {
  const user = await newUser('prof', { name: 'Asha Rao', mobile: '+91 98765 43210' });
  await openSignedIn(page, user, '/profile');
  const details = page.getByRole('region', { name: strings.accountDetails });
  await expect(details.getByRole('term')).toHaveText([strings.name, strings.exposureLimit, strings.mobileNumber, strings.password]);
  await expect(details.getByRole('definition').nth(0)).toHaveText('Asha Rao');
  await expect(details.getByRole('definition').nth(1)).toHaveText('100,000.00');
  await expect(details.getByRole('definition').nth(2)).toHaveText('+91 98765 43210');
  await expect(details.getByRole('button', { name: strings.changePassword })).toBeVisible();
});

test('PROF-03 PROF-04 PROF-05 PROF-06 PROF-07 MSG-11 MSG-12 the server decides the password change; success clears and closes', async ({
  page,
}) => {
  const user = await newUser('pass');
  await openSignedIn(page, user, '/profile');
  await page.getByRole('button', { name: strings.changePassword }).click();
  const dialog = page.getByRole('dialog', { name: strings.changePassword });
  const fields = [strings.currentPassword, strings.newPassword, strings.confirmPassword].map((label) => dialog.getByLabel(label));
  for (const field of fields) await expect(field).toHaveAttribute('required', '');
  await fields[0]?.fill('not-my-password');
  await fields[1]?.fill('new-secret-1');
  await fields[2]?.fill('new-secret-2');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/update-password'));
  await dialog.getByRole('button', { name: strings.update }).click();
  expect((await sent).postDataJSON()).toEqual({
    currentPassword: 'not-my-password',
    newPassword: 'new-secret-1',
    confirmPassword: 'new-secret-2',
  });
  await expect(page.getByText(messages.currentPasswordWrong)).toBeVisible();
  await expect(dialog).toBeVisible();
  await fields[0]?.fill(user.password);
  await fields[2]?.fill('new-secret-1');
  await dialog.getByRole('button', { name: strings.update }).click();
  await expect(page.getByText(strings.passwordUpdated)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: strings.changePassword }).click();
  for (const label of [strings.currentPassword, strings.newPassword, strings.confirmPassword]) {
    await expect(page.getByRole('dialog').getByLabel(label)).toHaveValue('');
  }
});

test('PROF-09 PROF-10 PROF-11 OPEN-111 OPEN-112 OPEN-113 stake presets: defaults with k, bad input blocks Save, saved ones are kept', async ({
  page,
}) => {
  const user = await newUser('stakes');
  await openSignedIn(page, user, '/profile');
  await page.getByRole('link', { name: strings.settings }).click();
  const defaults = ['100', '200', '500', '1000', '2000', '5000', '10000', '20000'];
  for (const [index, value] of defaults.entries()) await expect(stakeField(page, index + 1)).toHaveValue(value);
  await expect(page.getByText('20k', { exact: true })).toBeVisible();
  const save = page.getByRole('button', { name: strings.save });
  await stakeField(page, 1).fill('0');
  await expect(save).toBeDisabled();
  await stakeField(page, 1).fill('2.5');
  await expect(save).toBeDisabled();
  await stakeField(page, 1).fill('150');
  await stakeField(page, 8).fill('2500');
  await expect(page.getByText('2.5k', { exact: true })).toBeVisible();
  await save.click();
  await expect(page.getByText(strings.stakesSaved)).toBeVisible();
  await expect(page).toHaveURL(/#\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('state.stakes'))).toContain('"stakeValue":2500');
});

test('PROF-10 OPEN-111 presets saved on one device replace the defaults on another after sign-in', async ({ page, browser }) => {
  const user = await newUser('devices');
  await openSignedIn(page, user, '/settings');
  await stakeField(page, 3).fill('750');
  await page.getByRole('button', { name: strings.save }).click();
  await expect(page.getByText(strings.stakesSaved)).toBeVisible();
  // Opened straight on /settings, Save closes to home (there is no page of ours to go back to).
  await expect(page).toHaveURL(/#\/$/);
  const otherDevice = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: page.viewportSize() });
  const other = await otherDevice.newPage();
  await openSignedIn(other, user, '/settings');
  await expect(stakeField(other, 3)).toHaveValue('750');
  await expect(stakeField(other, 4)).toHaveValue('1000');
  await otherDevice.close();
});

test('AUTH-29 MSG-13 OPEN-022 a user with an empty password history is asked to change it after login', async ({ page }) => {
  const user = await newUser('forced');
  await page.goto('/#/');
  await submitCredentials(page, user.userName, user.password);
  await expect(page.getByText(strings.loginSuccessful)).toBeVisible();
  await expect(page.getByText(strings.forcedPasswordChange)).toBeVisible();
});

test('AUTH-15 STATE-08 a second sign-in within the hour reuses the cached IP lookup', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => request.url().includes('/ip/json') && lookups.push(request.url()));
  const user = await newUser('ipcache');
  await page.goto('/#/');
  await submitCredentials(page, user.userName, user.password);
  await expect(page.getByText(strings.loginSuccessful)).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ipInfo') ?? 'null') as { expiry: number } | null)).toMatchObject({
    expiry: expect.any(Number) as unknown,
  });
  // Signed out without the logout journey (AUTH-25 has its own): the cache is all that stays. The stored session
  // is dropped as the reloaded page starts, not before: until it unloads, the running app's balance refresh
  // writes it back.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e.signed-out')) return;
    sessionStorage.setItem('e2e.signed-out', 'yes');
    localStorage.removeItem('state.auth');
  });
  await page.reload();
  await submitCredentials(page, user.userName, user.password);
  await expect(page.getByText(strings.loginSuccessful)).toBeVisible();
  expect(lookups).toHaveLength(1);
});
