import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '../../../contract/endpoints';
import { runAdmin } from '../../../server/cli/run';
import { connect } from '../../../server/db/connect';
import { domainOfHost } from '../../../server/services/domains';
import { demoUserNameOf } from '../../../server/services/users';
import { a11yLabels } from '../../../src/components/a11yLabels';
import { E2E_DATA_DIR, E2E_DEMO_PASSWORD } from '../e2eEnv';

export interface Bettor {
  userName: string;
  password: string;
}

export const E2E_HOST = 'localhost';

const openDb = async () => connect({ dataDir: E2E_DATA_DIR, databaseUrl: null });

/**
 * Runs an operator command (`npm run admin -- ...`) on the e2e server's database inside the test process:
 * the same command and checks, without the seconds a new CLI process costs on a busy machine.
 */
export async function operator(...argv: string[]): Promise<void> {
  const errors: string[] = [];
  const code = await runAdmin(argv, {
    openDb,
    now: Date.now,
    demoPassword: () => E2E_DEMO_PASSWORD,
    out: () => undefined,
    err: (line) => errors.push(line),
  });
  if (code !== 0) throw new Error(`${argv.join(' ')}: ${errors.join('; ')}`);
}

async function localDomain() {
  const db = await openDb();
  try {
    const domain = await domainOfHost(db, E2E_HOST);
    if (!domain) throw new Error(`the e2e server has no domain for ${E2E_HOST}`);
    return domain;
  } finally {
    await db.destroy();
  }
}

let counter = 0;

/**
 * A new bettor with a unique name (role User, on the localhost domain), for journeys that change their account.
 * The worker's index keeps two workers that start the same journey in the same millisecond apart.
 */
export async function newUser(prefix: string, details: { name?: string; mobile?: string } = {}): Promise<Bettor> {
  counter += 1;
  const unique = `${test.info().parallelIndex}${Date.now().toString(36)}${counter}`;
  const user = { userName: `${prefix}${unique}`, password: `pw-${counter}-secret` };
  const optional = Object.entries(details).flatMap(([flag, value]) => [`--${flag}`, value]);
  await operator(
    'user:create',
    '--host',
    E2E_HOST,
    '--username',
    user.userName,
    '--password',
    user.password,
    '--balance',
    '10000',
    '--exposure-limit',
    '100000',
    ...optional,
  );
  return user;
}

/** The domain's demo account: for journeys that only need someone signed in and change nothing of theirs. */
export async function demoBettor(): Promise<Bettor> {
  return { userName: demoUserNameOf(await localDomain()), password: E2E_DEMO_PASSWORD };
}

/**
 * Signs in through the API and stores the session the way the app persists it (STATE-05) before the app's
 * first load, then opens `path` once: for journeys whose subject is not the login itself. The session is
 * stored only on the tab's first load, so a logout and reload inside the journey stay signed out.
 */
export async function openSignedIn(page: Page, user: Bettor, path = '/'): Promise<void> {
  const answer = await page.request.post('/api/auth/signin', {
    headers: { d: E2E_HOST },
    data: { ...user, deviceIp: '', ipInfo: { query: '' } },
  });
  const data = endpoints.signIn.response.parse(await answer.json()).data;
  if (!data) throw new Error(`sign-in of ${user.userName} failed`);
  await page.addInitScript(
    (auth) => {
      if (window !== window.top || sessionStorage.getItem('e2e.session-stored')) return;
      sessionStorage.setItem('e2e.session-stored', 'yes');
      localStorage.setItem('state.auth', JSON.stringify(auth));
    },
    { accessToken: data.userToken, isLoggedIn: true, userDetails: data.user },
  );
  await page.goto(`/#${path}`);
  await expect(page.getByRole('button', { name: a11yLabels.accountMenu })).toBeVisible();
}

/** Narrow screens (≤ 1025 px) get the bottom navigation and modals (OPEN-010). */
export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) <= 1025;
