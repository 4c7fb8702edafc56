import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';
import { formatAmount } from '../../src/components/formatAmount';
import { openWithSession } from './support/apiSession';
import { fastCasinoProduct, playRound, type SettledBet } from './support/casinoJourney';
import type { TableCase } from './support/casinoTable';

const chipOf = (labels: readonly string[]) => (win: string) => labels[Number(win.split(',')[0]) - 1] ?? win;

const CARD32A: TableCase = {
  title: '32 Cards A',
  gameName: '32 CARDS A',
  casinoType: 'card32',
  eventId: 56770,
  closesAt: 0,
  chipBet: false,
  runner: { name: 'Player 8', rate: 12.4 },
  chipOf: chipOf(['8', '9', '10', '11']),
};

/**
 * 32 Cards A and B, Amar Akbar Anthony, Bollywood Table: each backs its first runner (sid 1), which wins on win "1";
 * then 32 Cards A lays Player 8 at its lay rate.
 */
const TABLES: TableCase[] = [
  CARD32A,
  {
    title: '32 Cards B',
    gameName: '32 CARDS B',
    casinoType: 'card32eu',
    eventId: 56771,
    closesAt: 0,
    chipBet: false,
    runner: { name: 'Player 8', rate: 12.4 },
    chipOf: chipOf(['8', '9', '10', '11']),
  },
  {
    title: 'Amar Akbar Anthony',
    gameName: 'AMAR AKBAR ANTHONY',
    casinoType: 'aaa',
    eventId: 98793,
    closesAt: 0,
    chipBet: false,
    runner: { name: 'Amar', rate: 2.12 },
    chipOf: chipOf(['A', 'B', 'C']),
  },
  {
    title: 'Bollywood Table',
    gameName: 'BOLLYWOOD TABLE',
    casinoType: 'btable',
    eventId: 98794,
    closesAt: 0,
    chipBet: false,
    runner: { name: 'Don', rate: 15.5 },
    chipOf: chipOf(['D', 'A', 'S', 'V', 'K', 'G']),
  },
  { ...CARD32A, runner: { name: 'Player 8', rate: 16.5 }, side: 'lay' },
];

/** Profit & Loss sums a table's bets on its first level: each table's settled amounts, summed. */
function amountsByTable(bets: readonly SettledBet[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const bet of bets) sums.set(bet.table.title, Math.round(((sums.get(bet.table.title) ?? 0) + bet.amount) * 100) / 100);
  return sums;
}

const casino = fastCasinoProduct('casino-more-tables');
const settledBets: SettledBet[] = [];

test('LOBBY-06 CAS-ALL-24 CAS-ALL-04 CAS-ALL-05 REC-08 REC-15 32 Cards A and B, Amar Akbar Anthony, Bollywood Table: a bet each and a lay on 32 Cards A, dealt, settled, in the statement and Profit & Loss', async ({
  page,
}) => {
  // Five rounds of about 6 s each on the fast clock, plus a wait for each; a loaded machine may triple that.
  test.setTimeout(300_000);
  const { appUrl, session } = casino();
  for (const table of TABLES) {
    settledBets.push(
      await playRound(page, appUrl, session, table, { stake: 100, suspended: false, fairness: table.casinoType === 'card32' }),
    );
    await page.keyboard.press('Escape');
  }
  await page.goto(`${appUrl}/#/casino`);
  await page.getByRole('list', { name: strings.casinoProviders[0] }).getByRole('button', { name: '32 Cards A', exact: true }).click();
  await page.locator('[data-table="card32A"]').getByRole('button', { name: strings.casinoRulesButton }).click();
  const rules = page.getByRole('dialog', { name: `32 CARDS A · ${strings.casinoRulesButton}` });
  await expect(rules.getByText(strings.casinoRules.card32?.[2] ?? '')).toBeVisible();
  await page.keyboard.press('Escape');

  await openWithSession(page, session, `${appUrl}/#/betshistory`);
  await page.getByRole('combobox', { name: strings.betStatus }).click();
  await page.getByRole('option', { name: strings.betStatusSettled, exact: true }).click();
  const history = page.getByRole('grid', { name: strings.betsHistory });
  for (const bet of settledBets)
    await expect(
      history
        .getByRole('row')
        .filter({ hasText: bet.table.title })
        .filter({ hasText: bet.table.runner.name })
        .filter({ has: page.getByRole('gridcell', { name: bet.table.side === 'lay' ? strings.lay : strings.back, exact: true }) })
        .first(),
    ).toBeVisible();
  await openWithSession(page, session, `${appUrl}/#/profitloss`);
  const profitLoss = page.getByRole('grid', { name: strings.profitAndLoss });
  for (const [title, amount] of amountsByTable(settledBets)) {
    await expect(
      profitLoss
        .getByRole('row')
        .filter({ hasText: strings.casino })
        .filter({ hasText: title })
        .filter({ hasText: formatAmount(amount) }),
    ).toHaveCount(1);
  }
});
