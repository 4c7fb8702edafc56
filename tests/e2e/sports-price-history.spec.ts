import { expect, test } from '@playwright/test';
import { priceHistoryResponse } from '../../contract/sports';
import { strings } from '../../contract/strings';
import { openSignedInFast } from './support/apiSession';
import { openInPlayCricketMatch } from './support/sportsPage';

test('a Match Odds runner’s chart button shows its price history: the last traded price the server holds and the chart', async ({
  page,
}) => {
  await openSignedInFast(page);
  await openInPlayCricketMatch(page);
  const matchOdds = page.getByRole('region', { name: strings.matchOdds }).first();
  const button = matchOdds.getByRole('button', { name: /^price history / }).first();
  const runner = ((await button.getAttribute('aria-label')) ?? '').replace('price history ', '');
  const answer = page.waitForResponse((response) => response.url().includes('/api/v2/fetch-price-history/'));
  await button.click();
  const history = priceHistoryResponse.parse(await (await answer).json()).data;
  const points = history.runners.find((candidate) => candidate.runner === runner)?.points ?? [];
  expect(points.length).toBeGreaterThan(0);

  const panel = page.getByRole('dialog', { name: `price history ${runner}` });
  await expect(panel.getByRole('heading', { name: strings.priceHistory })).toBeVisible();
  await expect(panel.getByTestId('last-traded')).toHaveText(`${strings.lastTraded}: ${points.at(-1)?.price}`);
  await expect(
    panel
      .getByRole('img', { name: `price chart ${runner}` })
      .locator('svg')
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});
