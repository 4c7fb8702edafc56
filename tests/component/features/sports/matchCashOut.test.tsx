import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ExistingBet } from '../../../../contract/bets';
import { strings } from '../../../../contract/strings';
import { apiUrl, contractJson } from '../../support/apiRoute';
import { order } from '../../support/cashOutFixtures';
import { loggedInHandlers } from '../../support/handlers/account';
import { betDetailsHandler, matchPageHandlers } from '../../support/handlers/sports';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { matchFixture, oddsMarketFixture } from '../../support/sportsFixtures';

const match = matchFixture({ matchId: 'm-1', matchOdds: [{ inplay: true }] });
const path = `/fullmarket/4/ipl/m-1?gameTime=${encodeURIComponent(match.openDate)}&eventName=Mumbai%20v%20Chennai&inplay=true`;

// Each case renders the whole app; a cold first render takes seconds on a loaded machine.
const FIRST_RENDER = { timeout: 25_000 };

/** Back 100 at 2.0 on Mumbai, in a market now Mumbai 1.85 / 1.87, Chennai 2.14 / 2.16. */
const BACK = order('1.101', { selectionId: 11, selection: 'Mumbai', price: 2, stake: 100, favourMargin: 100, againstMargin: 100 });
/** The hedge the server placed: lay 106.95 at 1.87 on Mumbai. */
const HEDGE = order('1.101', {
  betId: 'h1',
  selectionId: 11,
  selection: 'Mumbai',
  type: 'lay',
  price: 1.87,
  stake: 106.95,
  favourMargin: 106.95,
  againstMargin: 93.05,
  cashOut: true,
});

describe('Cash out on the match page', () => {
  it('the market shows the value of the position; after the cash out every runner shows the locked amount', async () => {
    seedLoggedInSession();
    let bets: ExistingBet[] = [BACK];
    server.use(
      ...loggedInHandlers({ exposure: 100 }),
      http.get(apiUrl('betDetailsList'), () => contractJson('betDetailsList', { status: true, data: bets })),
      ...matchPageHandlers({ match, odds: [[oddsMarketFixture()]] }),
      http.post(apiUrl('cashOut'), () => {
        bets = [BACK, HEDGE];
        return contractJson('cashOut', { status: true, message: 'Cashed out', data: { value: 6.95, betIds: ['h1'] } });
      }),
    );
    const { user } = await renderApp(path);
    const market = await screen.findByRole('region', { name: strings.matchOdds }, FIRST_RENDER);
    // Laying Mumbai for 200 / 1.87 = 106.95 leaves 6.95 on both runners (backing Chennai would leave 6.54).
    const value = await within(market).findByTestId('cash-out-value');
    await waitFor(() => expect(value).toHaveTextContent('+6.95'));
    await user.click(within(market).getByRole('button', { name: strings.cashOut }));
    const dialog = await screen.findByRole('dialog', { name: strings.cashOut });
    await user.click(within(dialog).getByRole('button', { name: strings.confirm }));
    expect(await screen.findByText('Cashed out: 6.95')).toBeInTheDocument();
    await waitFor(() => expect(within(market).getByTestId('position-11')).toHaveTextContent('6.95'));
    expect(within(market).getByTestId('position-12')).toHaveTextContent('6.95');
    expect(within(market).getByText(strings.cashOutAllHedged)).toBeInTheDocument();
    expect(within(market).getByRole('button', { name: strings.cashOut })).toBeDisabled();
  });

  it("a match without the bettor's orders shows no cash out", async () => {
    seedLoggedInSession();
    server.use(...loggedInHandlers(), betDetailsHandler([]), ...matchPageHandlers({ match, odds: [[oddsMarketFixture()]] }));
    await renderApp(path);
    const market = await screen.findByRole('region', { name: strings.matchOdds }, FIRST_RENDER);
    await within(market).findAllByTestId(/position-|matched/);
    expect(within(market).queryByTestId('cash-out')).toBeNull();
  });
});
