import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExistingBet, LiveBet } from '../../../../contract/bets';
import { strings } from '../../../../contract/strings';
import { apiUrl, contractJson } from '../../support/apiRoute';
import { loggedInHandlers } from '../../support/handlers/account';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { NARROW, WIDE, setViewportWidth } from '../../support/viewport';

const trade = (overrides: Partial<LiveBet>): LiveBet => ({
  _id: 'mo-1',
  matchId: 'match-1',
  eventId: 4,
  legueId: 'league-1',
  sportsName: 'Cricket',
  event: 'India v Australia',
  markettype: 'Match Odds',
  count: 1,
  marketName: 'Match Odds',
  exposure: 152,
  ...overrides,
});
const bet = (overrides: Partial<ExistingBet>): ExistingBet => ({
  roundId: null,
  marketId: 'mo-1',
  selectionId: 11,
  selection: 'India',
  type: 'back',
  price: 2.5,
  size: 0,
  stake: 100,
  favourMargin: 150,
  againstMargin: 100,
  markettype: 'Match Odds',
  placeTime: '2026-11-25T14:05:09.000Z',
  marketName: 'Match Odds',
  ...overrides,
});

const matchOdds = trade({});
const tiedMatch = trade({ _id: 'tm-1', marketName: 'Tied Match', exposure: 40 });
const casino = trade({
  _id: 'teen-w',
  matchId: 'teen20-56767',
  eventId: 56767,
  legueId: 'casino',
  sportsName: 'Casino',
  event: '20-20 Teenpatti',
  markettype: 'Casino',
  marketName: 'Winner',
  exposure: 300,
});
const BETS: Record<string, ExistingBet[]> = {
  'match-1': [
    bet({ betId: 'b1', type: 'lay', selection: 'Australia', selectionId: 12, price: 2.52, favourMargin: 100, againstMargin: 152 }),
    bet({
      betId: 'b2',
      marketId: 'tm-1',
      selection: 'Yes',
      selectionId: 31,
      price: 5,
      stake: 10,
      favourMargin: 40,
      againstMargin: 10,
      marketName: 'Tied Match',
    }),
  ],
  'teen20-56767': [
    bet({
      betId: 'b3',
      roundId: 'R-1',
      marketId: 'teen-w',
      selection: 'Player A',
      selectionId: 1,
      price: 1.98,
      stake: 300,
      favourMargin: 294,
      againstMargin: 300,
      markettype: 'Casino',
      marketName: 'Winner',
    }),
  ],
};

function serveBets(asked: string[] = []) {
  return http.get(apiUrl('betDetailsList'), ({ params }) => {
    asked.push(String(params.matchId));
    return contractJson('betDetailsList', { status: true, data: BETS[String(params.matchId)] ?? [] });
  });
}

/** The exchange markets' prices (their cash-out): none on offer. */
const noOdds = http.get(apiUrl('marketOdds'), () => contractJson('marketOdds', { status: true, data: [] }));

async function openPanel(trades: LiveBet[], asked: string[] = []) {
  server.use(...loggedInHandlers({ exposure: 492, trades }), serveBets(asked), noOdds);
  const { user } = await renderApp('/');
  await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: strings.bets }));
  return { user, panel: await screen.findByRole('dialog', { name: strings.openBets }) };
}

const fieldsOf = (row: HTMLElement) =>
  Object.fromEntries([...row.querySelectorAll('dd')].map((dd) => [dd.getAttribute('data-field'), dd.textContent]));

describe('Open Bets', () => {
  beforeEach(() => {
    setViewportWidth(WIDE);
    seedLoggedInSession();
  });

  for (const width of [WIDE, NARROW]) {
    it(`SHELL-33 STATE-10 at ${width} px each open bet is listed under its market: side, selection, odds, stake, profit or liability, placed time`, async () => {
      setViewportWidth(width);
      const { panel } = await openPanel([matchOdds, tiedMatch, casino]);
      const market = await within(panel).findByRole('region', { name: 'India v Australia · Match Odds' });
      const [lay] = await within(market).findAllByTestId('open-bet');
      expect(within(market).getAllByTestId('open-bet')).toHaveLength(1);
      expect(lay).toHaveTextContent(`${strings.lay}Australia`);
      expect(fieldsOf(lay as HTMLElement)).toEqual({
        odds: '2.52',
        stake: '100.00',
        outcome: `${strings.liability} 152.00`,
        placed: dayjs('2026-11-25T14:05:09.000Z').format('DD MMM HH:mm'),
      });
      const tied = within(panel).getByRole('region', { name: 'India v Australia · Tied Match' });
      expect(fieldsOf(within(tied).getByTestId('open-bet'))).toMatchObject({
        odds: '5',
        stake: '10.00',
        outcome: `${strings.profit} 40.00`,
      });
      const table = within(panel).getByRole('region', { name: '20-20 Teenpatti · Winner' });
      expect(await within(table).findByTestId('open-bet')).toHaveTextContent(`${strings.back}Player A`);
      expect(within(market).getByRole('link', { name: 'India v Australia · Match Odds' })).toHaveAttribute(
        'href',
        '#/fullmarket/4/league-1/match-1?eventName=India+v+Australia',
      );
      expect(within(table).getByRole('link', { name: '20-20 Teenpatti · Winner' })).toHaveAttribute(
        'href',
        '#/casino/56767/casino/teen20-56767',
      );
    });
  }

  it('SHELL-33 API-13 "Select market" shows that market\'s bets, read from bet-details/list/{matchId}', async () => {
    const asked: string[] = [];
    const { user, panel } = await openPanel([matchOdds, tiedMatch, casino], asked);
    await within(panel).findByRole('region', { name: 'India v Australia · Match Odds' });
    await user.click(within(panel).getByLabelText(strings.selectMarket));
    await user.click(await screen.findByRole('option', { name: 'India v Australia · Tied Match' }));
    await waitFor(() => expect(within(panel).getAllByRole('region')).toHaveLength(1));
    expect(within(panel).getByRole('region', { name: 'India v Australia · Tied Match' })).toHaveTextContent('Yes');
    expect(within(panel).getAllByTestId('open-bet')).toHaveLength(1);
    expect([...new Set(asked)].sort()).toEqual(['match-1', 'teen20-56767']);
  });

  it('an exchange order with something unmatched shows both parts and a Cancel that cancels it; its released stake leaves the list', async () => {
    const waiting = {
      sizeMatched: 40,
      sizeRemaining: 60,
      sizeCancelled: 0,
      sizeLapsed: 0,
      averagePriceMatched: 2.52,
      status: 'EXECUTABLE' as const,
    };
    const orders = [
      bet({ betId: 'w1', type: 'lay', selection: 'Australia', selectionId: 12, price: 2.52, ...waiting }),
      bet({ betId: 'w2', selection: 'India', ...waiting, sizeMatched: 0, sizeRemaining: 100, averagePriceMatched: null }),
    ];
    const cancelled: string[] = [];
    server.use(
      ...loggedInHandlers({ exposure: 492, trades: [matchOdds] }),
      noOdds,
      http.get(apiUrl('betDetailsList'), () =>
        contractJson('betDetailsList', { status: true, data: orders.filter((order) => !cancelled.includes(order.betId ?? '')) }),
      ),
      http.post(apiUrl('cancelBet'), async ({ request }) => {
        const { betId } = (await request.json()) as { betId: string };
        cancelled.push(betId);
        return contractJson('cancelBet', { status: true, message: strings.betCancelled, data: { betId, sizeCancelled: 60 } });
      }),
    );
    const { user } = await renderApp('/');
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: strings.bets }));
    const panel = await screen.findByRole('dialog', { name: strings.openBets });
    const [lay] = await within(panel).findAllByTestId('open-bet');
    expect(fieldsOf(lay as HTMLElement)).toMatchObject({ matched: '40.00', unmatched: '60.00' });
    await user.click(within(lay as HTMLElement).getByRole('button', { name: `${strings.cancel} Australia` }));
    await waitFor(() => expect(cancelled).toEqual(['w1']));
    expect(await screen.findByText(strings.betCancelled)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByTestId('open-bet')).toHaveLength(1));
  });

  it('a wholly matched exchange order is labelled Matched with no Unmatched part; a house bet carries neither', async () => {
    const matched = {
      sizeMatched: 100,
      sizeRemaining: 0,
      sizeCancelled: 0,
      sizeLapsed: 0,
      averagePriceMatched: 2.5,
      status: 'EXECUTION_COMPLETE' as const,
    };
    const bookmaker = trade({ _id: 'bm-1', markettype: 'Bookmaker', marketName: 'Bookmaker' });
    const bets = [
      bet({ betId: 'm1', ...matched }),
      bet({ betId: 'h1', marketId: 'bm-1', markettype: 'Bookmaker', marketName: 'Bookmaker', ...matched }),
    ];
    server.use(
      ...loggedInHandlers({ exposure: 492, trades: [matchOdds, bookmaker] }),
      noOdds,
      http.get(apiUrl('betDetailsList'), () => contractJson('betDetailsList', { status: true, data: bets })),
    );
    const { user } = await renderApp('/');
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: strings.bets }));
    const panel = await screen.findByRole('dialog', { name: strings.openBets });
    const order = await within(await within(panel).findByRole('region', { name: 'India v Australia · Match Odds' })).findByTestId(
      'open-bet',
    );
    expect(within(order).getByText(strings.orderMatched)).toBeInTheDocument();
    expect(fieldsOf(order)).toMatchObject({ matched: '100.00' });
    expect(fieldsOf(order)).not.toHaveProperty('unmatched');
    expect(within(order).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    const house = await within(within(panel).getByRole('region', { name: 'India v Australia · Bookmaker' })).findByTestId('open-bet');
    expect(fieldsOf(house)).not.toHaveProperty('matched');
  });

  it('Cancel all sends a cancel for every unmatched order of the market, none for a matched bet', async () => {
    const waiting = {
      sizeMatched: 0,
      sizeRemaining: 100,
      sizeCancelled: 0,
      sizeLapsed: 0,
      averagePriceMatched: null,
      status: 'EXECUTABLE' as const,
    };
    const orders = [
      bet({ betId: 'a1', ...waiting }),
      bet({ betId: 'a2', type: 'lay', selection: 'Australia', selectionId: 12, ...waiting }),
      bet({ betId: 'done' }),
    ];
    const cancelled: string[] = [];
    server.use(
      ...loggedInHandlers({ exposure: 492, trades: [matchOdds] }),
      noOdds,
      http.get(apiUrl('betDetailsList'), () => contractJson('betDetailsList', { status: true, data: orders })),
      http.post(apiUrl('cancelBet'), async ({ request }) => {
        const { betId } = (await request.json()) as { betId: string };
        cancelled.push(betId);
        return contractJson('cancelBet', { status: true, message: strings.betCancelled, data: { betId, sizeCancelled: 100 } });
      }),
    );
    const { user } = await renderApp('/');
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: strings.bets }));
    const panel = await screen.findByRole('dialog', { name: strings.openBets });
    await user.click(await within(panel).findByRole('button', { name: strings.cancelAllUnmatched }));
    await waitFor(() => expect(cancelled).toEqual(['a1', 'a2']));
  });

  it('SHELL-33 MSG-14 without open bets it says "No real time records found"', async () => {
    const { panel } = await openPanel([]);
    expect(await within(panel).findByText(strings.noRealTimeRecords)).toBeInTheDocument();
  });
});

describe('Exposure Detail per market', () => {
  it('SHELL-32 each market shows the amount it puts at risk, not a count', async () => {
    setViewportWidth(WIDE);
    seedLoggedInSession();
    server.use(...loggedInHandlers({ exposure: 492, trades: [matchOdds, tiedMatch, casino] }));
    const { user } = await renderApp('/');
    await within(await screen.findByRole('banner')).findByText('492.00');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: new RegExp(strings.exposure) }));
    const dialog = await screen.findByRole('dialog', { name: strings.exposureDetail });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => [within(row).getByRole('link').textContent, within(row).getByTestId('market-exposure').textContent])).toEqual([
      ['India v Australia · Match OddsCricket', '152.00'],
      ['India v Australia · Tied MatchCricket', '40.00'],
      ['20-20 Teenpatti · WinnerCasino', '300.00'],
    ]);
  });
});
