import { expect, type Page } from '@playwright/test';
import { strings } from '../../../contract/strings';

/** OPEN-010: 1026 px and wider get the inline header login; narrower screens get the login modal. */
export const isWideScreen = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1026;

export const ageDialog = (page: Page) => page.getByRole('dialog', { name: strings.ageDialogTitle });
/** The login modal: the dialog that offers "Login With Demo Id". */
export const loginDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: strings.loginWithDemoId }) });
const loginButton = (page: Page) => page.getByRole('button', { name: strings.login, exact: true });

/** AUTH-06 AUTH-08: answers the "Non-Gambling Territories" dialog with Confirm. */
export async function confirmAge(page: Page): Promise<void> {
  await expect(ageDialog(page)).toBeVisible();
  await ageDialog(page).getByRole('button', { name: strings.confirm }).click();
}

/** Opens the login modal the way a visitor does (header Login, then the age confirmation). */
export async function openLoginModal(page: Page): Promise<void> {
  await loginButton(page).click();
  await confirmAge(page);
  await expect(loginDialog(page)).toBeVisible();
}

/**
 * Submits a username and password from the screen's own login surface: the header's inline
 * form on wide screens (the age dialog comes after the submit, OPEN-018), the modal otherwise.
 */
export async function submitCredentials(page: Page, userName: string, password: string): Promise<void> {
  if (isWideScreen(page)) {
    await page.getByLabel(strings.username, { exact: true }).fill(userName);
    await page.getByLabel(strings.password, { exact: true }).fill(password);
    await loginButton(page).click();
    await confirmAge(page);
    return;
  }
  await openLoginModal(page);
  const dialog = loginDialog(page);
  await dialog.getByLabel(strings.username, { exact: true }).fill(userName);
  await dialog.getByLabel(strings.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: strings.login, exact: true }).click();
}

/**
 * AUTH-13: signs in with "Login With Demo Id" and waits for the success toast: from the header on wide
 * screens (the age question comes after the click, OPEN-018), from the login modal otherwise.
 */
export async function signInWithDemo(page: Page): Promise<void> {
  if (isWideScreen(page)) {
    await page.getByRole('banner').getByRole('button', { name: strings.loginWithDemoId }).click();
    await confirmAge(page);
  } else {
    await openLoginModal(page);
    await loginDialog(page).getByRole('button', { name: strings.loginWithDemoId }).click();
  }
  await expect(page.getByText(strings.loginSuccessful)).toBeVisible();
}
