import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';
import { formatAmount } from '../../src/components/formatAmount';
import { openWithSession } from './support/apiSession';
import { fastCasinoProduct, playRound, type SettledBet } from './support/casinoJourney';
import type { TableCase } from './support/casinoTable';

const firstWin = (win: string) => win.split(',')[0]?.trim() ?? '';

/** 20-20 Poker, backing Player A (sid 1): it wins on win "1", and a split pot (win "3") returns its stake. */
const POKER: TableCase = {
  title: '20-20 Poker',
  gameName: '20 20 POKER',
  casinoType: 'poker20',
  eventId: 98804,
  closesAt: 0,
  chipBet: false,
  runner: { name: 'Player A', rate: 1.97 },
  runnerPushes: (win) => firstWin(win) === '3',
  chipOf: (win) => ({ '1': 'A', '2': 'B' })[firstWin(win)] ?? 'Split',
};
/** A split pot (about 1 round in 25) moves no money: the journey plays on until a round settles the bet either way. */
const ROUNDS_TO_SETTLE = 3;

const casino = fastCasinoProduct('casino-poker');

test('LOBBY-06 LOBBY-11 CAS-ALL-04 CAS-ALL-05 CAS-ALL-24 REC-08 REC-15 20-20 Poker: a bet on Player A is dealt, settled, in Bets History and Profit & Loss', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { appUrl, session } = casino();
  const bets: SettledBet[] = [];
  while (bets.length < ROUNDS_TO_SETTLE && !bets.some((bet) => bet.amount !== 0)) {
    bets.push(await playRound(page, appUrl, session, POKER, { stake: 100, suspended: false, fairness: true }));
    await page.keyboard.press('Escape');
  }
  const settled = bets.find((bet) => bet.amount !== 0);
  expect(settled, `a round of ${ROUNDS_TO_SETTLE} that did not split the pot`).toBeDefined();

  await openWithSession(page, session, `${appUrl}/#/betshistory`);
  await page.getByRole('combobox', { name: strings.betStatus }).click();
  await page.getByRole('option', { name: strings.betStatusSettled, exact: true }).click();
  const history = page.getByRole('grid', { name: strings.betsHistory });
  await expect(history.getByRole('row').filter({ hasText: POKER.title }).filter({ hasText: POKER.runner.name }).first()).toBeVisible();

  await openWithSession(page, session, `${appUrl}/#/profitloss`);
  const profitLoss = page.getByRole('grid', { name: strings.profitAndLoss });
  await expect(
    profitLoss
      .getByRole('row')
      .filter({ hasText: strings.casino })
      .filter({ hasText: POKER.title })
      .filter({ hasText: formatAmount(settled?.amount ?? Number.NaN) }),
  ).toHaveCount(1);
});

test('LOBBY-11 the Game Rules of 20-20 Poker state its rules and the rate of every bet', async ({ page }) => {
  test.setTimeout(60_000);
  const { appUrl } = casino();
  await page.goto(`${appUrl}/#/play-casino-new/${POKER.eventId}/${POKER.casinoType}`);
  await page.getByRole('button', { name: strings.casinoRulesButton }).click();
  const rules = page.getByRole('dialog', { name: `${POKER.gameName} · ${strings.casinoRulesButton}` });
  for (const paragraph of strings.casinoRules.poker20 ?? ['(none)'])
    await expect(rules.getByText(paragraph, { exact: true })).toBeVisible();
  for (const [name, rate] of [
    ['Player A', '1.97'],
    ['Four of a Kind+', '260'],
  ] as const)
    await expect(rules.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]')).toHaveText(rate);
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();
});
