import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OddsMarket } from '../../../../contract/sports';
import { strings } from '../../../../contract/strings';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { matchPageHandlers } from '../../support/handlers/sports';
import { matchFixture, oddsMarketFixture } from '../../support/sportsFixtures';

const match = matchFixture({ matchId: 'm-1', matchOdds: [{ inplay: true }] });
const path = `/fullmarket/4/ipl/m-1?gameTime=${encodeURIComponent(match.openDate)}&eventName=Mumbai%20v%20Chennai&inplay=true`;

// Each case renders the whole app; a cold first render takes seconds on a loaded machine.
const FIRST_RENDER = { timeout: 12_000 };

/** The six price buttons of a runner: back and lay, three levels each (only the best of each side can be picked). */
const pricesOf = (region: HTMLElement, runner: string) =>
  (['back', 'lay'] as const).flatMap((side) =>
    ['', ' level 2', ' level 3'].map((level) => within(region).getByRole('button', { name: `${side} ${runner}${level}` })),
  );
const bestPricesOf = (region: HTMLElement, runner: string) =>
  (['back', 'lay'] as const).map((side) => within(region).getByRole('button', { name: `${side} ${runner}` }));

/** The Match Odds market of the fixture with Chennai's runner in `chennaiStatus`. */
function marketWith(marketStatus: string, chennaiStatus: string): OddsMarket {
  const market = oddsMarketFixture(marketStatus);
  return {
    ...market,
    runners: market.runners.map((runner) => (runner.runner === 'Chennai' ? { ...runner, status: chennaiStatus } : runner)),
  };
}

async function oddsRegion(market: OddsMarket) {
  server.use(...matchPageHandlers({ match, odds: [[market]] }));
  await renderApp(path);
  const odds = await screen.findByRole('region', { name: strings.matchOdds }, FIRST_RENDER);
  // The rows show "-" until the first odds answer is in (later on a loaded machine).
  await waitFor(() => expect(within(odds).getByRole('button', { name: 'back Mumbai' })).toHaveTextContent('1.85'));
  return odds;
}

describe('the match page’s match odds price lock', () => {
  it('MKT-07 MKT-09 in an open market a suspended runner’s prices are locked, the other runner’s are not', async () => {
    const odds = await oddsRegion(marketWith('OPEN', 'SUSPENDED'));
    for (const button of pricesOf(odds, 'Chennai')) expect(button).toBeDisabled();
    for (const button of bestPricesOf(odds, 'Mumbai')) expect(button).toBeEnabled();
    expect(within(odds).queryByRole('status')).not.toBeInTheDocument();
  });

  it('MKT-08 a market that is not open locks every runner’s prices under its status', async () => {
    const odds = await oddsRegion(marketWith('CLOSED', 'ACTIVE'));
    expect(within(odds).getByRole('status')).toHaveTextContent('CLOSED');
    for (const runner of ['Mumbai', 'Chennai']) for (const button of pricesOf(odds, runner)) expect(button).toBeDisabled();
  });

  it('MKT-07 an open market with active runners leaves every runner’s best prices open', async () => {
    const odds = await oddsRegion(marketWith('OPEN', 'ACTIVE'));
    for (const runner of ['Mumbai', 'Chennai']) for (const button of bestPricesOf(odds, runner)) expect(button).toBeEnabled();
  });
});
