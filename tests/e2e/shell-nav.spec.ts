import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { demoBettor, isNarrow, newUser, openSignedIn, operator } from './support/shellSession';

// Each journey opens its own page and bettor (or the demo account, unchanged): they run side by side.
test.describe.configure({ mode: 'parallel' });

const GAMES = ['Cricket', 'Tennis', 'Soccer', 'Horse Racing', 'Casino'];
const sportHref = (name: string) => `#/${encodeURIComponent(name.toLowerCase())}`;

test('SHELL-08 SHELL-25 one link per game in the top bar, then Multi Markets; from 1026 px the sidebar holds the All Sports tree', async ({
  page,
}) => {
  await page.goto('/#/');
  const bar = page.getByRole('navigation', { name: a11yLabels.gamesBar });
  await expect(bar.getByRole('link')).toHaveText([...GAMES, strings.multiMarkets]);
  for (const name of GAMES) await expect(bar.getByRole('link', { name, exact: true })).toHaveAttribute('href', sportHref(name));
  const sidebar = page.getByRole('navigation', { name: a11yLabels.sideBar });
  if (isNarrow(page)) {
    await expect(page.getByRole('navigation', { name: a11yLabels.bottomNav })).toBeVisible();
    await expect(sidebar).toHaveCount(0);
  } else {
    await expect(sidebar.getByRole('link')).toHaveText([strings.quickInPlay, strings.multiMarkets]);
    // The tree's sports (the casino has no competitions), each opening onto its competitions.
    for (const name of GAMES.filter((game) => game !== 'Casino'))
      await expect(sidebar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await bar.getByRole('link', { name: 'Soccer', exact: true }).click();
  await expect(page).toHaveURL(/#\/soccer$/);
});

test('SHELL-38 SHELL-39 AUTH-25 the account menu lists its entries; Logout goes to / and reloads signed out', async ({ page }) => {
  await openSignedIn(page, await demoBettor(), '/profile');
  await page.getByRole('button', { name: a11yLabels.accountMenu }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    strings.myProfile,
    strings.accountMenuStatement,
    strings.betsHistory,
    strings.profitAndLoss,
    strings.passwordHistory,
    strings.activityLog,
    strings.logout,
  ]);
  const reloaded = page.waitForEvent('load');
  await menu.getByRole('menuitem', { name: strings.logout }).click();
  await reloaded;
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: a11yLabels.accountMenu })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('state.auth') ?? '{}') as unknown)).toMatchObject({
    isLoggedIn: false,
    accessToken: '',
  });
});

test('SHELL-35 OPEN-006 a visitor sent to a protected page lands on /', async ({ page }) => {
  await page.goto('/#/account');
  await expect(page).toHaveURL(/#\/$/);
  for (const path of ['/profile', '/settings']) {
    await page.evaluate((hash) => (location.hash = hash), path);
    await expect(page).toHaveURL(/#\/$/);
  }
});

// /accountstatement, /betshistory and /multimarket join these lists when their pages land (records, sports-ui).
const ROUTE_GROUPS = {
  account: ['/account', '/profile', '/settings', '/passwordhistory', '/loginactivity'],
  sports: ['/sports', '/cricket', '/tennis', '/soccer', '/inplay'],
  'casino and QA': ['/casino', '/casino-new', '/new-casino', '/test'],
};

for (const [group, paths] of Object.entries(ROUTE_GROUPS)) {
  test(`SHELL-04 OPEN-002 SHELL-07 the ${group} routes of the route table render a screen, not the 404 page`, async ({ page }) => {
    await openSignedIn(page, await demoBettor());
    for (const path of paths) {
      await page.evaluate((hash) => (location.hash = hash), path);
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expect(page.getByText(strings.lostPage), path).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`#${path}$`));
    }
  });
}

test('SHELL-40 SHELL-41 SPEC-6 /sports quick links in order; a sport locked for the user is hidden and its button does nothing', async ({
  page,
}) => {
  const user = await newUser('quick');
  await operator('lock:set', '--host', 'localhost', '--username', user.userName, '--event-id', '2', '--lock', 'true');
  await openSignedIn(page, user, '/sports');
  const links = page.getByRole('navigation', { name: a11yLabels.quickLinks, exact: true });
  await expect(links.getByRole('link').or(links.getByRole('button'))).toHaveText([
    strings.quickInPlay,
    strings.multiMarkets,
    strings.cricket,
    strings.soccer,
    strings.tennis,
  ]);
  await expect(page.getByRole('navigation', { name: a11yLabels.gamesBar }).getByRole('link')).toHaveText([
    'Cricket',
    'Soccer',
    'Horse Racing',
    'Casino',
    strings.multiMarkets,
  ]);
  // aria-disabled on purpose (SHELL-41): a bettor can still tap it, and nothing happens.
  await links.getByRole('button', { name: strings.tennis }).click({ force: true });
  await links.getByRole('link', { name: strings.cricket }).click();
  await expect(page).toHaveURL(/#\/cricket$/);
  // Back lands on /sports, not /tennis: the Tennis tap went nowhere.
  await page.goBack();
  await expect(page).toHaveURL(/#\/sports$/);
});

test('SHELL-30 the header search opens the "Search Events" modal with the input focused', async ({ page }) => {
  await page.goto('/#/');
  await page.getByRole('banner').getByRole('button', { name: a11yLabels.searchEvents }).click();
  await expect(page.getByRole('dialog').getByPlaceholder(strings.searchEvents)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
