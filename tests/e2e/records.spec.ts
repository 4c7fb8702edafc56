import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { bettorWithSettledBets, signedInStorage } from './support/settledBets';

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
/** Data rows of a grid (the header row is the first). */
const dataRows = (page: Page, name: string) =>
  grid(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });

// One bettor for the whole file: six settled matches of two bets each (twelve settlement rows after the
// opening deposit, and a commission row for each of the three won markets) and one open bet, seeded once; every journey opens its page with the stored session.
const STORAGE = `.tmp/e2e-records-session-${process.pid}.json`;
test.beforeAll(async () => {
  const session = await bettorWithSettledBets(`rec${Date.now().toString(36)}`, 'records-pass-1', 6);
  writeFileSync(STORAGE, JSON.stringify(signedInStorage(session)));
});
test.use({ storageState: STORAGE });

async function openRecordPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('button', { name: a11yLabels.accountMenu })).toBeVisible();
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(grid(page, title)).toBeVisible();
}

test('REC-01 REC-03 REC-04 REC-08 REC-09 the account statement pages through the settlements down to the opening balance', async ({
  page,
}) => {
  await openRecordPage(page, '/accountstatement', strings.accountMenuStatement);
  await expect(dataRows(page, strings.accountMenuStatement)).toHaveCount(10);
  await expect(grid(page, strings.accountMenuStatement).getByText('Team 6 v Team 7 / Match Odds').first()).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  // Page 2 (16 rows in all): the first two matches' settlements, the first (won) match's commission and the
  // opening balance of user:create.
  await expect(dataRows(page, strings.accountMenuStatement)).toHaveCount(6);
  await expect(grid(page, strings.accountMenuStatement).getByText('Team 1 v Team 2 / Match Odds').first()).toBeVisible();
});

test('REC-10 REC-11 a settlement row of the statement opens its bet detail', async ({ page }) => {
  await openRecordPage(page, '/accountstatement', strings.accountMenuStatement);
  await grid(page, strings.accountMenuStatement).getByRole('button', { name: 'Team 6 v Team 7 / Match Odds' }).first().click();
  const dialog = page.getByRole('dialog', { name: strings.betDetailTitle });
  await expect(dialog.getByText('Team 6', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Team 6 v Team 7', { exact: true })).toBeVisible();
  await expect(dialog.getByText('loss', { exact: true })).toBeVisible();
});

test('REC-13 REC-14 bet history: the open bet under unsettled without settle columns, ten settled bets with them', async ({ page }) => {
  await openRecordPage(page, '/betshistory', strings.betsHistory);
  await expect(dataRows(page, strings.betsHistory)).toHaveCount(1);
  await expect(grid(page, strings.betsHistory).getByText('Open A v Open B')).toBeVisible();
  await expect(grid(page, strings.betsHistory).getByRole('columnheader', { name: strings.settleTime })).toHaveCount(0);
  await page.getByRole('combobox', { name: strings.betStatus }).click();
  await page.getByRole('option', { name: strings.betStatusSettled, exact: true }).click();
  await expect(dataRows(page, strings.betsHistory)).toHaveCount(10);
  await expect(grid(page, strings.betsHistory).getByRole('columnheader', { name: strings.settledAs })).toBeVisible();
});

test('REC-15 REC-17 profit & loss: the cumulative chart above the sports, a sport opens its events', async ({ page }) => {
  await openRecordPage(page, '/profitloss', strings.profitAndLoss);
  await expect(page.getByRole('figure', { name: strings.profitLossChartTitle })).toBeVisible();
  await grid(page, strings.profitAndLoss).getByRole('link', { name: 'Cricket' }).click();
  await expect(page).toHaveURL(/#\/profitloss\/4$/);
  await expect(dataRows(page, strings.profitAndLoss)).toHaveCount(6);
});

test('REC-15 REC-16 REC-17 OPEN-108 profit & loss drills down from a sport through an event and its market to the bets', async ({
  page,
}) => {
  await openRecordPage(page, '/profitloss/4', strings.profitAndLoss);
  await grid(page, strings.profitAndLoss).getByRole('link', { name: 'Team 3 v Team 4' }).click();
  await grid(page, strings.profitAndLoss).getByRole('link', { name: 'Match Odds' }).click();
  await expect(page).toHaveURL(/#\/profitloss\/4\/rec[^/]+-m3\/Match%20Odds$/);
  await expect(dataRows(page, strings.profitAndLoss)).toHaveCount(2);
  await expect(grid(page, strings.profitAndLoss).getByText('300.00').first()).toBeVisible();
});

test('REC-02 REC-18 REC-19 password history is empty ("No Data Found!"); the activity log lists the sign-ins', async ({ page }) => {
  await openRecordPage(page, '/passwordhistory', strings.passwordHistory);
  await expect(grid(page, strings.passwordHistory).getByText(strings.noDataFound)).toBeVisible();
  await page.goto('/#/loginactivity');
  await expect(page.getByRole('heading', { name: strings.activityLog })).toBeVisible();
  await expect(grid(page, strings.activityLog).getByText('Success').first()).toBeVisible();
});
