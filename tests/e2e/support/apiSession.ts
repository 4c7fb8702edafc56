import { expect, type Page } from '@playwright/test';
import { endpoints } from '../../../contract/endpoints';
import { a11yLabels } from '../../../src/components/a11yLabels';
import { E2E_BASE_URL, E2E_DEMO_PASSWORD } from '../e2eEnv';

export interface Credentials {
  userName: string;
  password: string;
}

/** A session signed in over HTTP: what the app stores (STATE-05) and the headers of authenticated calls. */
export interface ApiSession {
  stored: string;
  headers: Record<string, string>;
}

/** Signs a bettor in through the API of the server at `baseUrl`; without credentials, the domain's demo account. */
export async function signInApi(baseUrl = E2E_BASE_URL, credentials?: Credentials): Promise<ApiSession> {
  const domain = (await (await fetch(`${baseUrl}/api/domain/host/localhost`)).json()) as { data: { _id: string; title: string } };
  const user = credentials ?? { userName: `demo@${domain.data.title}`, password: E2E_DEMO_PASSWORD };
  const answer: unknown = await (
    await fetch(`${baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', d: 'localhost' },
      body: JSON.stringify({ ...user, deviceIp: '', ipInfo: { query: '' } }),
    })
  ).json();
  const data = endpoints.signIn.response.parse(answer).data;
  if (!data) throw new Error(`sign-in of ${user.userName} failed`);
  const token = data.userToken;
  return {
    stored: JSON.stringify({ accessToken: token, isLoggedIn: true, userDetails: data.user }),
    headers: { 'content-type': 'application/json', 'User-Token': token, Authorization: `Bearer ${token}`, d: domain.data._id },
  };
}

/** How long a page may take to show the signed-in header (a lazy chunk) on a loaded machine. */
const SIGNED_IN_HEADER_MS = 15_000;

/** Opens `url` with the session already stored as the app keeps it: one page load, no login form. */
export async function openWithSession(page: Page, session: ApiSession, url: string): Promise<void> {
  await page.addInitScript((stored) => localStorage.setItem('state.auth', stored), session.stored);
  await page.goto(url);
  await expect(page.getByRole('button', { name: a11yLabels.accountMenu })).toBeVisible({ timeout: SIGNED_IN_HEADER_MS });
}

/** For journeys whose subject is not the login form: signed in (the demo account by default) on the e2e server. */
export async function openSignedInFast(page: Page, credentials?: Credentials, path = '/'): Promise<void> {
  await openWithSession(page, await signInApi(E2E_BASE_URL, credentials), `/#${path}`);
}

/**
 * The bettor's balance as the server holds it, with nothing open (openingBalance, before any exposure): what the
 * header must come to show. Read from the server, not the page, whose first paint shows the balance stored at sign-in.
 */
export async function serverBalance(baseUrl: string, session: ApiSession): Promise<number> {
  const answer: unknown = await (await fetch(`${baseUrl}/api/auth/letest-user-details`, { headers: session.headers })).json();
  const details = endpoints.userDetails.response.parse(answer).data;
  if (!details) throw new Error('no user details');
  return details.openingBalance;
}
