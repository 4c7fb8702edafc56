import { expect, test } from '@playwright/test';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { formatAmount } from '../../src/components/formatAmount';
import { openWithSession } from './support/apiSession';
import { fastCasinoProduct, playRound, type SettledBet } from './support/casinoJourney';
import type { TableCase } from './support/casinoTable';

const DRAGON_TIGER_2: TableCase = {
  title: '20-20 Dragon Tiger 2',
  gameName: '20 20 DRAGON TIGER 2',
  casinoType: 'dt202',
  eventId: 98801,
  closesAt: 0,
  chipBet: false,
  runner: { name: 'Dragon', rate: 2 },
  chipOf: (win) => ({ '1': 'D', '2': 'T' })[win.split(',')[0]?.trim() ?? ''] ?? 'Tie',
};

const casino = fastCasinoProduct('casino-dt202');

for (const width of [1440, 800]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 1000 } });

    test('LOBBY-06 LOBBY-11 CAS-ALL-04 CAS-ALL-24 REC-08 REC-15 20-20 Dragon Tiger 2: a bet on its own round is dealt, settled, and counted in the statement and Profit & Loss', async ({ page }) => {
      test.setTimeout(150_000);
      const { appUrl, session } = casino();
      const bet: SettledBet = await playRound(page, appUrl, session, DRAGON_TIGER_2, { stake: 100, suspended: false, fairness: true });

      await openWithSession(page, session, `${appUrl}/#/accountstatement`);
      const statement = page.getByRole('grid', { name: strings.accountMenuStatement });
      await expect(statement.getByRole('row').filter({ hasText: `${DRAGON_TIGER_2.title} / Winner / Round ${bet.mid}` }).filter({ hasText: formatAmount(bet.amount) })).toHaveCount(1);

      await page.getByRole('button', { name: a11yLabels.accountMenu }).click();
      await page.getByRole('menuitem', { name: strings.profitAndLoss }).click();
      const profitLoss = page.getByRole('grid', { name: strings.profitAndLoss });
      await expect(profitLoss.getByRole('row').filter({ hasText: strings.casino }).filter({ hasText: DRAGON_TIGER_2.title })).toHaveCount(1);
    });
  });
}
