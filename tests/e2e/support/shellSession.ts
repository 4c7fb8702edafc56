import { expect, type Page } from '@playwright/test';
import { endpoints } from '../../../contract/endpoints';
import { a11yLabels } from '../../../src/components/a11yLabels';
import { createUser } from './adminCli';

let counter = 0;

/** A new bettor with a unique name (role User, on the localhost domain). */
export function newUser(prefix: string): { userName: string; password: string } {
  counter += 1;
  const user = { userName: `${prefix}${Date.now().toString(36)}${counter}`, password: `pw-${counter}-secret` };
  createUser(user.userName, user.password);
  return user;
}

/**
 * Signs in through the API and stores the session the way the app persists it (STATE-05), then opens
 * `path`: for journeys whose subject is not the login itself.
 */
export async function openSignedIn(page: Page, user: { userName: string; password: string }, path = '/'): Promise<void> {
  await page.goto('/#/');
  const answer = await page.evaluate(async (credentials) => {
    const response = await fetch('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', d: location.host },
      body: JSON.stringify({ ...credentials, deviceIp: '', ipInfo: { query: '' } }),
    });
    return (await response.json()) as unknown;
  }, user);
  const data = endpoints.signIn.response.parse(answer).data;
  if (!data) throw new Error(`sign-in of ${user.userName} failed`);
  await page.evaluate(
    (auth) => localStorage.setItem('state.auth', JSON.stringify(auth)),
    { accessToken: data.userToken, isLoggedIn: true, userDetails: data.user },
  );
  await page.goto(`/#${path}`);
  await page.reload();
  await expect(page.getByRole('button', { name: a11yLabels.accountMenu })).toBeVisible();
}

/** Narrow screens (≤ 1025 px) get the bottom navigation and modals (OPEN-010). */
export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) <= 1025;
