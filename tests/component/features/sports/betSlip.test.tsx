import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BetPayload } from '../../../../contract/bets';
import { strings } from '../../../../contract/strings';
import { apiUrl, contractJson } from '../../support/apiRoute';
import { renderApp } from '../../support/renderApp';
import { recordRequests } from '../../support/requestLog';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { loggedInHandlers } from '../../support/handlers/account';
import { matchPageHandlers, placeBetHandler } from '../../support/handlers/sports';
import { bookmakerFixture, fancyLine, matchFixture, oddsMarketFixture } from '../../support/sportsFixtures';

const match = matchFixture({ matchId: 'm-1', matchOdds: [{ inplay: true }] });
const path = `/fullmarket/4/ipl/m-1?gameTime=${encodeURIComponent(match.openDate)}&eventName=Mumbai%20v%20Chennai&inplay=true`;

const FIRST_RENDER = { timeout: 12_000 };

async function openMatch(options: Partial<Parameters<typeof matchPageHandlers>[0]> = {}, loggedIn = true) {
  const bodies: BetPayload[] = [];
  if (loggedIn) seedLoggedInSession();
  server.use(
    ...(loggedIn ? loggedInHandlers() : []),
    ...matchPageHandlers({ match, odds: [[oddsMarketFixture()]], bookmaker: [bookmakerFixture()], fancy: [fancyLine()], ...options }),
    placeBetHandler(bodies),
  );
  const app = await renderApp(path);
  const odds = await screen.findByRole('region', { name: strings.matchOdds }, FIRST_RENDER);
  // The prices stay disabled until the market's status and the limits have arrived (later on a loaded machine).
  const back = await within(odds).findByRole('button', { name: 'back Mumbai' });
  await waitFor(() => expect(back).toBeEnabled(), FIRST_RENDER);
  return { ...app, bodies, odds };
}

/** The open slip, once its controls are in: they render just after the slip's first paint. */
async function slip(): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'bet slip' });
  await within(region).findByRole('button', { name: strings.placeBet });
  return region;
}
const placeButton = (region: HTMLElement) => within(region).getByRole('button', { name: strings.placeBet });

// Each case renders the whole app; a cold first render takes seconds on a loaded machine.
describe('sports bet slip', () => {
  it('BET-01 BET-05 BET-11 BET-12 MKT-22 the slip opens beneath the clicked price; a preset sets the stake; P&L and every runner’s exposure follow the stake', async () => {
    const { user, odds } = await openMatch();
    await user.click(within(odds).getByRole('button', { name: 'back Mumbai' }));
    const region = await slip();
    // The row holding the runner's prices (its name sits in the row's first column).
    const mumbaiRow = within(odds).getByRole('button', { name: 'back Mumbai' }).closest('div')?.parentElement;
    expect(mumbaiRow?.nextElementSibling).toBe(region);
    expect(within(region).getByRole('spinbutton', { name: strings.rate })).toHaveValue(1.85);
    await user.click(within(region).getByRole('button', { name: '1k' }));
    expect(within(region).getByRole('textbox', { name: strings.stake })).toHaveValue('1000');
    expect(region).toHaveTextContent(`${strings.profit}: 850.00`);
    expect(region).toHaveTextContent(`${strings.liability}: 1,000.00`);
    expect(screen.getByTestId('projected-11')).toHaveTextContent('850.00');
    expect(screen.getByTestId('projected-12')).toHaveTextContent('-1,000.00');
    await user.click(within(region).getByRole('button', { name: strings.cancel }));
    expect(screen.queryByRole('region', { name: 'bet slip' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('projected-11')).not.toBeInTheDocument();
  });

  it('BET-03 BET-04 BET-06 BET-09 rate steps of 0.01, halve and double stay whole, the stake is parsed as a whole number; a rate of 0 disables Place Bet', async () => {
    const { user, odds } = await openMatch();
    await user.click(within(odds).getByRole('button', { name: 'lay Chennai' }));
    const region = await slip();
    const rate = within(region).getByRole('spinbutton', { name: strings.rate });
    await user.click(within(region).getByRole('button', { name: 'rate up' }));
    expect(rate).toHaveValue(2.17);
    await user.click(within(region).getByRole('button', { name: 'rate down' }));
    await user.click(within(region).getByRole('button', { name: 'rate down' }));
    expect(rate).toHaveValue(2.15);
    const stake = within(region).getByRole('textbox', { name: strings.stake });
    await user.type(stake, '12.7');
    expect(stake).toHaveValue('127');
    await user.clear(stake);
    await user.type(stake, '101');
    await user.click(within(region).getByRole('button', { name: 'halve stake' }));
    expect(stake).toHaveValue('50');
    await user.click(within(region).getByRole('button', { name: 'double stake' }));
    expect(stake).toHaveValue('100');
    await waitFor(() => expect(placeButton(region)).toBeEnabled());
    await user.clear(rate);
    expect(rate).toHaveValue(0);
    expect(placeButton(region)).toBeDisabled();
    await user.click(within(region).getByRole('button', { name: 'rate up' }));
    expect(rate).toHaveValue(0.01);
    expect(placeButton(region)).toBeEnabled();
  });

  it('BET-07 BET-08 Place Bet is disabled when logged out and while the stake is under 1', async () => {
    const { user, odds } = await openMatch({}, false);
    await user.click(within(odds).getByRole('button', { name: 'back Mumbai' }));
    const region = await slip();
    await user.click(within(region).getByRole('button', { name: '100' }));
    expect(placeButton(region)).toBeDisabled();
    server.resetHandlers();
  });

  it('BET-13 the domain’s limits load with the match page: a tapped price opens a slip that has them, with no request of its own', async () => {
    const log = recordRequests();
    const limitRequests = () => log.countTo('/api/get-min-max/');
    const { user, odds } = await openMatch({ limits: { oddsMin: 500, oddsMax: 5_000 } });
    await waitFor(() => expect(limitRequests()).toBe(1));
    await user.click(within(odds).getByRole('button', { name: 'back Mumbai' }));
    const region = await slip();
    expect(region).toHaveTextContent(strings.minMax(500, 5_000));
    log.stop();
    expect(limitRequests()).toBe(1);
  });

  it('BET-08 BET-19 MSG-07 MSG-08 stakes outside the limits show the message and send nothing; the minimum itself passes', async () => {
    const { user, odds, bodies } = await openMatch();
    await user.click(within(odds).getByRole('button', { name: 'back Mumbai' }));
    const region = await slip();
    const stake = within(region).getByRole('textbox', { name: strings.stake });
    expect(placeButton(region)).toBeDisabled();
    await user.type(stake, '99');
    await user.click(placeButton(region));
    expect(await within(region).findByRole('alert')).toHaveTextContent(strings.minimumStakeExceeded);
    await user.clear(stake);
    await user.type(stake, '100001');
    await user.click(placeButton(region));
    expect(await within(region).findByRole('alert')).toHaveTextContent(strings.maximumStakeExceeded);
    expect(bodies).toHaveLength(0);
    await user.clear(stake);
    await user.type(stake, '100');
    await user.click(placeButton(region));
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('BET-23 BET-24 BET-25 BET-27 BET-28 BET-29 after the delay the match odds bet is sent with its margins; the slip closes and the bets are refetched', async () => {
    const { user, odds, bodies } = await openMatch();
    await user.click(within(odds).getByRole('button', { name: 'back Mumbai' }));
    const region = await slip();
    await user.click(within(region).getByRole('button', { name: '1k' }));
    await user.click(placeButton(region));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      eventId: 4,
      legueId: 'ipl',
      matchId: 'm-1',
      marketId: '1.101',
      sportsName: 'Cricket',
      event: 'Mumbai v Chennai',
      markettype: 'Match Odds',
      market: 'Match Odds',
      selection: 'Mumbai',
      selectionId: 11,
      type: 'back',
      oddsReq: 1.85,
      runnersCount: 2,
      runners: ['Mumbai', 'Chennai'],
      stake: 1000,
      favourMargin: 850,
      againstMargin: 1000,
      latestFavourMargin: 850,
      latestAgainstMargin: 1000,
      // The slip keeps what does not match at once (Keep: through suspensions and the off), unless told otherwise.
      persistence: 'PERSIST',
    });
    expect(bodies[0]?.placeTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'bet slip' })).not.toBeInTheDocument());
  });

  it('the slip’s "Cancel unmatched" choice is sent with the match odds order and stays chosen for the next slip', async () => {
    const { user, odds, bodies } = await openMatch();
    await user.click(within(odds).getByRole('button', { name: 'back Mumbai' }));
    const region = await slip();
    await user.click(within(region).getByRole('button', { name: strings.cancelUnmatched }));
    await user.click(within(region).getByRole('button', { name: '1k' }));
    await user.click(placeButton(region));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ markettype: 'Match Odds', persistence: 'CANCEL' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'bet slip' })).not.toBeInTheDocument());
    await user.click(within(odds).getByRole('button', { name: 'back Mumbai' }));
    expect(within(await slip()).getByRole('button', { name: strings.cancelUnmatched })).toHaveAttribute('aria-pressed', 'true');
  });

  it('BET-16 BET-26 OPEN-063 OPEN-060 a fancy Yes bet carries the line as price and the rate as size; its limit label shows the enforced maximum', async () => {
    const { user, bodies } = await openMatch();
    const fancy = await screen.findByRole('region', { name: strings.fancyBet });
    // The fancy lines render once the browser is idle; a line's prices stay locked until its answer is in.
    const yes = within(fancy).getByRole('button', { name: 'back 6 over run MI' });
    await waitFor(() => expect(yes).toBeEnabled(), FIRST_RENDER);
    await user.click(yes);
    const region = await slip();
    expect(within(region).queryByRole('spinbutton', { name: strings.rate })).not.toBeInTheDocument();
    expect(region).toHaveTextContent(strings.minMax(100, 300_000));
    await user.click(within(region).getByRole('button', { name: '500' }));
    expect(region).toHaveTextContent(`${strings.profit}: 500.00`);
    await user.click(placeButton(region));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      markettype: 'FANCY',
      market: 'Fancy',
      marketId: '4-ipl-m-1',
      selectionId: 301,
      selection: '6 over run MI',
      type: 'back',
      price: 52,
      size: 100,
      backSize: 100,
      laySize: 100,
      stake: 500,
    });
  });

  it('BET-23 the bet is sent at once and the slip counts the delay down while the server holds it', async () => {
    const { user, odds, bodies } = await openMatch({ limits: { delay: 3 } });
    let answer = (): void => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(apiUrl('placeBet'), async ({ request }) => {
        bodies.push((await request.json()) as BetPayload);
        await answered;
        return contractJson('placeBet', { status: true, message: 'Bet placed' });
      }),
    );
    await user.click(within(odds).getByRole('button', { name: 'back Mumbai' }));
    const region = await slip();
    await user.click(within(region).getByRole('button', { name: '1k' }));
    await user.click(placeButton(region));
    expect(await within(region).findByText(/^Placing bet in \d\.\ds$/)).toBeInTheDocument();
    expect(placeButton(region)).toBeDisabled();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(within(region).getByText(/^Placing bet in \d\.\ds$/)).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'bet slip' })).not.toBeInTheDocument());
  });

  it('BET-20 MSG-09 OPEN-052 OPEN-055 a price that moved before Place Bet gives "Bet rate changed!" and sends nothing', async () => {
    const moving = Array.from({ length: 12 }, (_, poll) => [oddsMarketFixture('OPEN', poll * 0.01)]);
    const { user, odds, bodies } = await openMatch({ odds: moving });
    await user.click(within(odds).getByRole('button', { name: 'back Mumbai' }));
    const region = await slip();
    // The next poll moves every price; the slip keeps the clicked one.
    await waitFor(() => expect(within(odds).getByRole('button', { name: 'back Mumbai' })).not.toHaveTextContent('1.85'), FIRST_RENDER);
    await user.click(within(region).getByRole('button', { name: '1k' }));
    await user.click(placeButton(region));
    expect(await screen.findByText(strings.betRateChanged)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
