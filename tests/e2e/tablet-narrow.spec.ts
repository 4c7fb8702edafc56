import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { TABLES } from './support/casinoJourney';
import { runnerButton, tableScreen } from './support/casinoTable';
import { bettorWithSettledBets, signedInStorage } from './support/settledBets';
import { bestPrice, betSlip, openInPlayCricketMatch } from './support/sportsPage';

/**
 * A tablet in portrait (800 px) and landscape (1024 px): the record pages show the columns that fit, whole, with
 * the rest of a row one tap away; nothing scrolls sideways; every control of the betting screens is a 44 px
 * touch target.
 */

const STORAGE = `.tmp/e2e-tablet-session-${process.pid}.json`;
let userName = '';
test.beforeAll(async () => {
  userName = `tab${Date.now().toString(36)}`;
  // Six settled matches "Team i v Team i+1" (two back bets each on the first team, lost on even matches) and one open bet.
  const session = await bettorWithSettledBets(userName, 'tablet-pass-1', 6);
  writeFileSync(STORAGE, JSON.stringify(signedInStorage(session)));
});
test.use({ storageState: STORAGE });

/** The smallest touch target a finger hits reliably (WCAG 2.5.5, Apple's and Material's guidelines). */
const TOUCH_PX = 44;
const CONTROLS = 'button, a[role="button"], [role="tab"], [role="combobox"], input:not([type="hidden"]):not([aria-hidden="true"])';

/** The visible controls under `scope` shorter than a touch target (a text field counts as its whole box). */
async function shortControls(scope: Locator): Promise<string[]> {
  return scope.locator(CONTROLS).evaluateAll((elements, min) => {
    return elements.flatMap((element) => {
      const target = element.tagName === 'INPUT' ? (element.closest('.MuiInputBase-root') ?? element) : element;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
      if (box.height >= min - 0.5) return [];
      const name = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName;
      return [`${name.trim().slice(0, 40)} (${Math.round(box.height)} px)`];
    });
  }, TOUCH_PX);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const grid = (page: Page, name: string) => page.getByRole('grid', { name });

/** The grid shows whole headers only (no "Sp…"), and its columns fit it: no sideways scrolling inside it either. */
async function expectReadableGrid(page: Page, name: string): Promise<void> {
  const table = grid(page, name);
  await expect(table.getByRole('columnheader').first()).toBeVisible();
  const cut = await table
    .locator('.MuiDataGrid-columnHeaderTitle')
    .evaluateAll((titles) =>
      titles
        .filter((title) => title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight)
        .map((title) => title.textContent),
    );
  expect(cut).toEqual([]);
  const scroller = table.locator('.MuiDataGrid-virtualScroller');
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSidewaysScroll(page);
}

async function openRecordPage(page: Page, path: string, title: string, firstText: string | RegExp): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(grid(page, title).getByText(firstText).first()).toBeVisible();
}

const settledBetFields = [
  strings.columnPlaceTime,
  strings.columnSport,
  strings.columnEvent,
  strings.columnMarket,
  strings.columnSelection,
  strings.columnSide,
  strings.columnOdds,
  strings.columnStake,
  strings.settleTime,
  strings.settledAs,
  strings.columnOrder,
  strings.columnMatched,
  strings.columnAveragePriceMatched,
];

for (const width of [800, 1024]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 1000 }, hasTouch: true });

    test(`REC-03 the record pages at ${width} px: whole headers, no sideways scrolling`, async ({ page }) => {
      await openRecordPage(page, '/accountstatement', strings.accountMenuStatement, 'Team 6 v Team 7 / Match Odds');
      await expectReadableGrid(page, strings.accountMenuStatement);
      await openRecordPage(page, '/betshistory', strings.betsHistory, 'Open A v Open B');
      await expectReadableGrid(page, strings.betsHistory);
      await page.getByRole('combobox', { name: strings.betStatus }).click();
      await page.getByRole('option', { name: strings.betStatusSettled, exact: true }).click();
      await expect(grid(page, strings.betsHistory).getByText('Team 6 v Team 7').first()).toBeVisible();
      await expectReadableGrid(page, strings.betsHistory);
      await openRecordPage(page, '/profitloss', strings.profitAndLoss, 'Cricket');
      await expectReadableGrid(page, strings.profitAndLoss);
      await openRecordPage(page, `/profitloss/4/${userName}-m3/Match%20Odds`, strings.profitAndLoss, 'Team 3');
      await expectReadableGrid(page, strings.profitAndLoss);
      await openRecordPage(page, '/passwordhistory', strings.passwordHistory, strings.noDataFound);
      await expectReadableGrid(page, strings.passwordHistory);
      await openRecordPage(page, '/loginactivity', strings.activityLog, 'Success');
      await expectReadableGrid(page, strings.activityLog);
    });

    test(`REC-10 REC-17 at ${width} px a statement row opens its bet's detail, and Profit & Loss drills down by its links`, async ({
      page,
    }) => {
      await openRecordPage(page, '/accountstatement', strings.accountMenuStatement, 'Team 6 v Team 7 / Match Odds');
      await grid(page, strings.accountMenuStatement).getByRole('button', { name: 'Team 6 v Team 7 / Match Odds' }).first().click();
      const betDetail = page.getByRole('dialog', { name: strings.betDetailTitle });
      await expect(betDetail.getByText('Team 6 v Team 7', { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(betDetail).toBeHidden();
      await page.goto('/#/profitloss');
      await grid(page, strings.profitAndLoss).getByRole('link', { name: 'Cricket' }).click();
      await grid(page, strings.profitAndLoss).getByRole('link', { name: 'Team 3 v Team 4' }).click();
      await grid(page, strings.profitAndLoss).getByRole('link', { name: 'Match Odds' }).click();
      await expect(page).toHaveURL(new RegExp(`#/profitloss/4/${userName}-m3/Match%20Odds$`));
      await expect(grid(page, strings.profitAndLoss).getByText('Team 3').first()).toBeVisible();
    });

    test(`REC-03 REC-14 a settled bet's every field, Settle Time and Settled As among them, is one tap away at ${width} px`, async ({
      page,
    }) => {
      await page.goto('/#/betshistory');
      await page.getByRole('combobox', { name: strings.betStatus }).click();
      await page.getByRole('option', { name: strings.betStatusSettled, exact: true }).click();
      const table = grid(page, strings.betsHistory);
      await expect(table.getByText('Team 6 v Team 7').first()).toBeVisible();
      const shown = (await table.locator('.MuiDataGrid-columnHeaderTitle').allInnerTexts()).map((text) => text.trim());
      // Not all thirteen fit a tablet: the grid keeps what fits.
      expect(shown.length).toBeLessThan(settledBetFields.length);
      await table
        .getByRole('row')
        .filter({ hasText: 'Team 6 v Team 7' })
        .first()
        .getByRole('button', { name: a11yLabels.rowDetail })
        .click();
      const detail = page.getByRole('dialog', { name: strings.betsHistory });
      for (const field of settledBetFields)
        await expect(detail.getByRole('term').filter({ hasText: new RegExp(`^${field.replace(/[.]/g, '\\.')}$`) })).toBeVisible();
      // Match 6 was won by Team 7: the back bets on Team 6 lost.
      await expect(detail.getByRole('definition').filter({ hasText: /^Cricket$/ })).toBeVisible();
      await expect(detail.getByRole('definition').filter({ hasText: /^Match Odds$/ })).toBeVisible();
      await expect(detail.getByRole('definition').filter({ hasText: /^loss$/ })).toBeVisible();
      await expect(detail.getByRole('definition').filter({ hasText: /^Matched$/ })).toBeVisible();
      expect(await shortControls(detail)).toEqual([]);
    });

    test(`the match page and its slip are touch-sized at ${width} px`, async ({ page }) => {
      await page.goto('/#/');
      await openInPlayCricketMatch(page);
      await bestPrice(page.getByRole('region', { name: strings.matchOdds }).first(), 'back').click();
      // The slip's controls render just after its first paint: measured once they are all in.
      await expect(betSlip(page).getByRole('button', { name: strings.placeBet })).toBeVisible();
      expect(await shortControls(page.getByRole('main'))).toEqual([]);
      expect(await shortControls(betSlip(page))).toEqual([]);
      await expectNoSidewaysScroll(page);
    });

    test(`SHELL-33 the Open Bets modal is touch-sized at ${width} px and closes when the bettor goes to another page`, async ({ page }) => {
      await page.goto('/#/accountstatement');
      await expect(page.getByRole('heading', { name: strings.accountMenuStatement })).toBeVisible();
      await page.evaluate(() => void (window.location.hash = '#/betshistory'));
      await expect(page.getByRole('heading', { name: strings.betsHistory })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: strings.bets }).click();
      const panel = page.getByRole('dialog', { name: strings.openBets });
      await expect(panel.getByRole('region', { name: 'Open A v Open B · Match Odds' })).toBeVisible();
      expect(await shortControls(panel)).toEqual([]);
      await page.goBack();
      await expect(page.getByRole('heading', { name: strings.accountMenuStatement })).toBeVisible();
      await expect(panel).toBeHidden();
    });

    test(`CAS-ALL-24 a casino table and its slip are touch-sized at ${width} px`, async ({ page }) => {
      // A round's betting window comes round within a minute on the real clock.
      test.setTimeout(90_000);
      const table = TABLES[0]!;
      await page.goto(`/#/play-casino-new/${table.eventId}/${table.casinoType}`);
      await runnerButton(tableScreen(page), table).click({ timeout: 60_000 });
      const slip = page.getByRole('form', { name: table.runner.name });
      await expect(slip.getByRole('textbox', { name: strings.stake })).toBeVisible();
      expect(await shortControls(tableScreen(page))).toEqual([]);
      expect(await shortControls(slip)).toEqual([]);
      await expectNoSidewaysScroll(page);
    });

    test(`LOBBY-06 the boards of the tables played on the desktop only are touch-sized at ${width} px, opened from the lobby`, async ({
      page,
    }) => {
      for (const title of [
        '32 Cards A',
        '32 Cards B',
        'Amar Akbar Anthony',
        'Bollywood Table',
        '20-20 Poker',
        '20-20 Dragon Tiger 2',
        'Instant Worli',
        'Baccarat',
      ]) {
        await page.goto('/#/casino');
        await page.getByRole('list', { name: strings.casinoProviders[0] }).getByRole('button', { name: title, exact: true }).click();
        await expect(tableScreen(page).getByTestId('betting-board').getByRole('button').first()).toBeVisible();
        expect(await shortControls(tableScreen(page)), title).toEqual([]);
        await expectNoSidewaysScroll(page);
      }
    });
  });
}
