import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LiveBet } from '../../../../contract/bets';
import { strings } from '../../../../contract/strings';
import { apiUrl, contractJson } from '../../support/apiRoute';
import { liveBetFixture } from '../../support/fixtures';
import { loggedInHandlers } from '../../support/handlers/account';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { WIDE, setViewportWidth } from '../../support/viewport';

const casinoTrade: LiveBet = {
  _id: 'trade-2',
  matchId: 'teen20',
  eventId: 56767,
  legueId: 'casino',
  sportsName: 'Casino',
  event: '20-20 Teenpatti',
  markettype: 'Casino',
  count: 1,
};

const exposureButton = () => within(screen.getByRole('banner')).getByRole('button', { name: new RegExp(strings.exposure) });

describe('Exposure Detail', () => {
  beforeEach(() => {
    setViewportWidth(WIDE);
    seedLoggedInSession();
  });

  it('SHELL-32 CONST-22 the header exposure opens a 500 px dialog whose markets link to their match or casino table', async () => {
    server.use(...loggedInHandlers({ exposure: 600, trades: [liveBetFixture, casinoTrade] }));
    const { user } = await renderApp('/');
    await within(await screen.findByRole('banner')).findByText('600.00');
    await user.click(exposureButton());
    const dialog = await screen.findByRole('dialog', { name: strings.exposureDetail });
    expect(within(dialog).getByText('600.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /India v Australia/ })).toHaveAttribute(
      'href',
      '#/fullmarket/4/league-1/match-1?eventName=India+v+Australia',
    );
    expect(within(dialog).getByRole('link', { name: /20-20 Teenpatti/ })).toHaveAttribute('href', '#/casino/56767/casino/teen20');
    expect(dialog).toHaveStyle({ width: '500px' });
  });

  it('SHELL-32 MSG-14 without open markets it says "No real time records found"', async () => {
    server.use(...loggedInHandlers());
    const { user } = await renderApp('/');
    await within(await screen.findByRole('banner')).findByText(strings.exposure);
    await user.click(exposureButton());
    const dialog = await screen.findByRole('dialog', { name: strings.exposureDetail });
    expect(within(dialog).getByText(strings.noRealTimeRecords)).toBeInTheDocument();
  });

  it('BET-28 STATE-09 STATE-10 a placed bet refreshes the header exposure and the open Exposure Detail at once', async () => {
    let placed = false;
    // The first matching handler answers: these come before loggedInHandlers' fixed answers.
    server.use(
      http.get(apiUrl('exposure'), () => contractJson('exposure', { status: true, data: placed ? 100 : 0 })),
      http.get(apiUrl('tradeList'), () => contractJson('tradeList', { status: true, data: placed ? [casinoTrade] : [] })),
      http.post(apiUrl('placeBet'), () => {
        placed = true;
        return contractJson('placeBet', { status: true, message: 'Bet placed successfully!' });
      }),
      ...loggedInHandlers(),
    );
    const { user } = await renderApp('/');
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: new RegExp(strings.exposure) }));
    const dialog = await screen.findByRole('dialog', { name: strings.exposureDetail });
    expect(await within(dialog).findByText(strings.noRealTimeRecords)).toBeInTheDocument();
    const { placeBet } = await import('../../../../streams/bets/placeBet');
    const outcome = await placeBet({
      eventId: 56767,
      legueId: 'casino',
      matchId: 'teen20',
      marketId: 'm',
      roundId: 'r1',
      sportsName: 'Casino',
      event: '20-20 Teenpatti',
      markettype: 'Casino',
      selection: 'Player A',
      selectionId: 1,
      type: 'back',
      oddsReq: 1.98,
      runners: [],
      stake: 100,
      placeTime: new Date().toISOString(),
      favourMargin: 98,
      againstMargin: -100,
    });
    expect(outcome).toEqual({ ok: true, message: 'Bet placed successfully!' });
    expect(await within(dialog).findByRole('link', { name: /20-20 Teenpatti/ })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('100.00')).toBeInTheDocument());
  });
});
