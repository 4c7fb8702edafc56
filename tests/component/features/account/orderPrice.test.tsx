import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExistingBet } from '../../../../contract/bets';
import type { ReplaceBetRequest } from '../../../../contract/orders';
import { strings } from '../../../../contract/strings';
import { apiUrl, contractJson } from '../../support/apiRoute';
import { exchangeTrade, ladderMarket, order } from '../../support/cashOutFixtures';
import { loggedInHandlers } from '../../support/handlers/account';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { WIDE, setViewportWidth } from '../../support/viewport';

const waiting = (price: number): ExistingBet =>
  order('mo-1', { betId: 'w1', price, sizeMatched: 0, sizeRemaining: 10, averagePriceMatched: null, status: 'EXECUTABLE' });

describe("Changing an unmatched order's odds in Open Bets", () => {
  beforeEach(() => {
    setViewportWidth(WIDE);
    seedLoggedInSession();
  });

  it('− and + step along the exchange ladder, the change posts bet/replace and the list is fetched again', async () => {
    let current = waiting(3);
    let listed = 0;
    const replaced: ReplaceBetRequest[] = [];
    server.use(
      ...loggedInHandlers({ exposure: 10, trades: [exchangeTrade('mo-1', 'A v B')] }),
      http.get(apiUrl('marketOdds'), () =>
        contractJson('marketOdds', {
          status: true,
          data: [
            ladderMarket('mo-1', [
              [2.9, 3.05],
              [1.5, 1.52],
            ]),
          ],
        }),
      ),
      http.get(apiUrl('betDetailsList'), () => {
        listed += 1;
        return contractJson('betDetailsList', { status: true, data: [current] });
      }),
      http.post(apiUrl('replaceBet'), async ({ request }) => {
        const body = (await request.json()) as ReplaceBetRequest;
        replaced.push(body);
        current = waiting(body.price);
        return contractJson('replaceBet', { status: true, message: 'Bet placed', data: undefined });
      }),
    );
    const { user } = await renderApp('/');
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: strings.bets }));
    const panel = await screen.findByRole('dialog', { name: strings.openBets });
    const row = await within(panel).findByTestId('open-bet');
    const price = within(row).getByRole('status', { name: strings.changePrice });
    expect(price).toHaveTextContent('3');
    expect(within(row).queryByRole('button', { name: strings.changePrice })).toBeNull();
    // 3.00 → 3.05 (steps of 0.05 from 3 to 4), then down past 3 into the steps of 0.02: 3.00, 2.98.
    await user.click(within(row).getByRole('button', { name: strings.priceUp('A') }));
    expect(price).toHaveTextContent('3.05');
    await user.click(within(row).getByRole('button', { name: strings.priceDown('A') }));
    await user.click(within(row).getByRole('button', { name: strings.priceDown('A') }));
    expect(price).toHaveTextContent('2.98');
    const listedBefore = listed;
    await user.click(within(row).getByRole('button', { name: strings.changePrice }));
    await waitFor(() => expect(replaced).toEqual([{ betId: 'w1', price: 2.98 }]));
    await waitFor(() => expect(listed).toBeGreaterThan(listedBefore));
    await waitFor(() => expect(within(panel).getByTestId('open-bet')).toHaveTextContent('2.98'));
    expect(within(panel).queryByRole('button', { name: strings.changePrice })).toBeNull();
  });
});
