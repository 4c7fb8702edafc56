import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { formatAmount } from '../../src/components/formatAmount';
import { openWithSession } from './support/apiSession';
import { fastCasinoProduct, playRound } from './support/casinoJourney';
import type { TableCase } from './support/casinoTable';

const firstWin = (win: string) => win.split(',')[0]?.trim() ?? '';

/** The tables the journey plays, with the market type of the runner it backs (its statement line names it). */
const TABLES: (TableCase & { marketType: string })[] = [
  {
    title: '20-20 Dragon Tiger 2',
    gameName: '20 20 DRAGON TIGER 2',
    casinoType: 'dt202',
    eventId: 98801,
    closesAt: 0,
    chipBet: false,
    runner: { name: 'Dragon', rate: 2 },
    chipOf: (win) => ({ '1': 'D', '2': 'T' })[firstWin(win)] ?? 'Tie',
    marketType: 'Winner',
  },
  {
    title: 'Instant Worli',
    gameName: 'INSTANT WORLI',
    casinoType: 'worli2',
    eventId: 98803,
    closesAt: 0,
    chipBet: false,
    runner: { name: 'Line 1', rate: 1.96 },
    runnerWins: (win) => ['1', '2', '3', '4', '5'].includes(win),
    chipOf: (win) => win,
    marketType: 'Line',
  },
  {
    title: 'Baccarat',
    gameName: 'BACCARAT',
    casinoType: 'baccarat',
    eventId: 98802,
    closesAt: 0,
    chipBet: false,
    runner: { name: 'Player', rate: 2 },
    runnerPushes: (win) => win === '3',
    chipOf: (win) => ({ '1': 'P', '2': 'B' })[firstWin(win)] ?? 'Tie',
    marketType: 'Player',
  },
];

const casino = fastCasinoProduct('casino-own-deals');

// The tables' boards at 800 and 1024 px are tablet-narrow's subject; a round through the slip at 800 px casino-narrow's.
for (const table of TABLES) {
  test(`LOBBY-06 LOBBY-11 CAS-ALL-04 CAS-ALL-24 REC-08 REC-15 ${table.title}: a bet on its own round is dealt, settled, and counted in the statement and Profit & Loss`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { appUrl, session } = casino();
    const bet = await playRound(page, appUrl, session, table, { stake: 100, suspended: false, fairness: true });

    await openWithSession(page, session, `${appUrl}/#/accountstatement`);
    const statement = page.getByRole('grid', { name: strings.accountMenuStatement });
    const line = statement.getByRole('row').filter({ hasText: `${table.title} / ${table.marketType} / Round ${bet.mid}` });
    // A stake returned (Player on a baccarat tie) moves no money: the statement has no line for it.
    if (bet.amount === 0) {
      await expect(statement.getByRole('row').nth(1), 'the statement has loaded').toBeVisible();
      await expect(line).toHaveCount(0);
      return;
    }
    await expect(line.filter({ hasText: formatAmount(bet.amount) })).toHaveCount(1);

    await page.getByRole('button', { name: a11yLabels.accountMenu }).click();
    await page.getByRole('menuitem', { name: strings.profitAndLoss }).click();
    const profitLoss = page.getByRole('grid', { name: strings.profitAndLoss });
    await expect(profitLoss.getByRole('row').filter({ hasText: strings.casino }).filter({ hasText: table.title })).toHaveCount(1);
  });
}

test('LOBBY-11 the Game Rules of each table state its rules and the rate of every bet', async ({ page }) => {
  test.setTimeout(60_000);
  const { appUrl } = casino();
  for (const table of TABLES) {
    await page.goto(`${appUrl}/#/play-casino-new/${table.eventId}/${table.casinoType}`);
    await page.getByRole('button', { name: strings.casinoRulesButton }).click();
    const rules = page.getByRole('dialog', { name: `${table.gameName} · ${strings.casinoRulesButton}` });
    for (const paragraph of strings.casinoRules[table.casinoType] ?? ['(none)'])
      await expect(rules.getByText(paragraph, { exact: true })).toBeVisible();
    await expect(rules.getByText(table.runner.name, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rules).toBeHidden();
  }
});
