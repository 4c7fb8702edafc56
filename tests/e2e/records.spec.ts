import { expect, test, type Page } from '@playwright/test';
import { strings } from '../../contract/strings';
import { submitCredentials } from './support/session';
import { bettorWithSettledBets } from './support/settledBets';

const PASSWORD = 'records-pass-1';
const grid = (page: Page, name: string) => page.getByRole('grid', { name });
/** Data rows of a grid (the header row is the first). */
const dataRows = (page: Page, name: string) => grid(page, name).getByRole('row').filter({ has: page.getByRole('gridcell') });

async function openRecordPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(grid(page, title)).toBeVisible();
}

test('REC-01 REC-03 REC-08 REC-13 REC-14 REC-15 REC-17 REC-18 REC-19 a bettor with settled bets reads them in every record page', async ({ page }) => {
  test.setTimeout(180_000);
  const userName = `rec${Date.now().toString(36)}`;
  // Six settled matches of two bets each (twelve settlement rows after the opening deposit) and one open bet.
  await bettorWithSettledBets(userName, PASSWORD, 6);
  await page.goto('/');
  await submitCredentials(page, userName, PASSWORD);
  await expect(page.getByText(strings.loginSuccessful)).toBeVisible();

  await openRecordPage(page, '/accountstatement', strings.accountMenuStatement);
  await expect(dataRows(page, strings.accountMenuStatement)).toHaveCount(10);
  await expect(grid(page, strings.accountMenuStatement).getByText('Team 6 v Team 7 / Match Odds').first()).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  // Page 2: the last two settlements and the opening balance of user:create.
  await expect(dataRows(page, strings.accountMenuStatement)).toHaveCount(3);
  await expect(grid(page, strings.accountMenuStatement).getByText('Team 1 v Team 2 / Match Odds').first()).toBeVisible();

  await openRecordPage(page, '/betshistory', strings.betsHistory);
  await expect(dataRows(page, strings.betsHistory)).toHaveCount(1);
  await expect(grid(page, strings.betsHistory).getByText('Open A v Open B')).toBeVisible();
  await expect(grid(page, strings.betsHistory).getByRole('columnheader', { name: strings.settleTime })).toHaveCount(0);
  await page.getByRole('combobox', { name: strings.betStatus }).click();
  await page.getByRole('option', { name: strings.betStatusSettled, exact: true }).click();
  await expect(dataRows(page, strings.betsHistory)).toHaveCount(10);
  await expect(grid(page, strings.betsHistory).getByRole('columnheader', { name: strings.settledAs })).toBeVisible();

  await openRecordPage(page, '/profitloss', strings.profitAndLoss);
  await expect(page.getByRole('figure', { name: strings.profitLossChartTitle })).toBeVisible();
  await grid(page, strings.profitAndLoss).getByRole('link', { name: 'Cricket' }).click();
  await grid(page, strings.profitAndLoss).getByRole('link', { name: 'Team 3 v Team 4' }).click();
  await grid(page, strings.profitAndLoss).getByRole('link', { name: 'Match Odds' }).click();
  await expect(page).toHaveURL(/#\/profitloss\/4\/rec[^/]+-m3\/Match%20Odds$/);
  await expect(dataRows(page, strings.profitAndLoss)).toHaveCount(2);
  await expect(grid(page, strings.profitAndLoss).getByText('300.00').first()).toBeVisible();

  await openRecordPage(page, '/passwordhistory', strings.passwordHistory);
  await expect(grid(page, strings.passwordHistory).getByText(strings.noDataFound)).toBeVisible();

  await openRecordPage(page, '/loginactivity', strings.activityLog);
  await expect(grid(page, strings.activityLog).getByText('Success').first()).toBeVisible();
});
