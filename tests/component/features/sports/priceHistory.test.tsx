import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { matchPageHandlers, priceHistoryHandler } from '../../support/handlers/sports';
import { matchFixture, oddsMarketFixture } from '../../support/sportsFixtures';

const match = matchFixture({ matchId: 'm-1', matchOdds: [{ inplay: true }] });
const path = `/fullmarket/4/ipl/m-1?gameTime=${encodeURIComponent(match.openDate)}&eventName=Mumbai%20v%20Chennai&inplay=true`;
const tiedMatch = { ...oddsMarketFixture(), marketId: '1.102', marketName: 'Tied Match' };
const history = {
  marketId: '1.101',
  runners: [
    {
      selectionId: 11,
      runner: 'Mumbai',
      points: [
        { at: 1_000, price: 1.9 },
        { at: 61_000, price: 1.87 },
        { at: 121_000, price: 1.85 },
      ],
    },
    { selectionId: 12, runner: 'Chennai', points: [] },
  ],
};

// Each case renders the whole app; a cold first render takes seconds on a loaded machine.
const FIRST_RENDER = { timeout: 12_000 };
describe('price history chart', () => {
  it('a Match Odds runner’s chart button opens its price history (fetched only then): latest traded price and the chart', async () => {
    const calls: string[] = [];
    server.use(...matchPageHandlers({ match, odds: [[oddsMarketFixture(), tiedMatch]] }), priceHistoryHandler(history, calls));
    const { user } = await renderApp(path);
    const odds = await screen.findByRole('region', { name: strings.matchOdds }, FIRST_RENDER);
    await within(odds).findByRole('button', { name: 'back Mumbai' });
    const tied = screen.getByRole('region', { name: 'Tied Match' });
    expect(within(tied).queryByRole('button', { name: /price history/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(within(odds).getByRole('button', { name: 'price history Mumbai' }));
    const panel = await screen.findByRole('dialog', { name: 'price history Mumbai' });
    expect(within(panel).getByRole('heading', { name: strings.priceHistory })).toBeInTheDocument();
    expect(await within(panel).findByTestId('last-traded')).toHaveTextContent(`${strings.lastTraded}: 1.85`);
    const chart = await within(panel).findByRole('img', { name: 'price chart Mumbai' });
    expect(chart.querySelector('path.MuiLineChart-line, .MuiLineElement-root')).not.toBeNull();
    expect(calls[0]).toBe('1.101');

    await user.click(within(panel).getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog', { name: 'price history Mumbai' })).not.toBeInTheDocument();
  });

  it('a runner that has not traded yet says its prices will appear', async () => {
    server.use(...matchPageHandlers({ match, odds: [[oddsMarketFixture()]] }), priceHistoryHandler(history));
    const { user } = await renderApp(path);
    const odds = await screen.findByRole('region', { name: strings.matchOdds }, FIRST_RENDER);
    await user.click(await within(odds).findByRole('button', { name: 'price history Chennai' }));
    const panel = await screen.findByRole('dialog', { name: 'price history Chennai' });
    expect(await within(panel).findByText(strings.noPriceHistory)).toBeInTheDocument();
    expect(within(panel).queryByTestId('last-traded')).not.toBeInTheDocument();
  });
});
