import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { apiUrl, contractJson } from '../../support/apiRoute';
import { game, listItem, live, openBet, TEEN20, TEEN20_RUNNERS } from '../../support/casinoFixtures';
import { loggedInHandlers } from '../../support/handlers/account';
import { betDetailsHandler, casinoDataHandler, casinoGamesHandler, casinoListHandler } from '../../support/handlers/casino';
import { currentLocation, renderApp } from '../../support/renderApp';
import { domainConfigHandler } from '../../support/handlers/domain';
import { domainConfigFixture } from '../../support/fixtures';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';

describe('casino pages', () => {
  it('LOBBY-13 SHELL-22 CAS-DT20-04 CAS-OTH-02 a stub entry opens /play-video with its video url in the navigation state, and the page plays it', async () => {
    seedLoggedInSession();
    const stubs = [
      listItem('dt202', '20-20 Dragon Tiger 2', { eventId: null, videoUrl: '/embed/casino-video?id=dt20' }),
      listItem('poker20', '20-20 Poker', { eventId: null, videoUrl: '/embed/casino-video?id=teen20' }),
    ];
    server.use(...loggedInHandlers(), domainConfigHandler({ ...domainConfigFixture, casinoImageKey: '' }), casinoListHandler(stubs));
    const { user } = await renderApp('/casino');
    await user.click(await screen.findByRole('button', { name: '20-20 Poker' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/play-video'));
    expect(currentLocation().state).toEqual({ videoUrl: '/embed/casino-video?id=teen20', name: '20-20 Poker' });
    expect(await screen.findByTitle(strings.casinoVideo)).toHaveAttribute('src', '/embed/casino-video?id=teen20');
    expect(screen.getByRole('heading', { name: '20-20 Poker' })).toBeInTheDocument();
  });

  it("LOBBY-14 OPEN-078 SHELL-11 the exposure list entry /casino/{eventId}/{legueId}/{matchId}: the game, its markets, the user's bets, the open button disabled", async () => {
    seedLoggedInSession();
    server.use(...loggedInHandlers(), casinoGamesHandler([TEEN20]), betDetailsHandler([openBet('R-9', 1, 'Player A', 400)]));
    await renderApp(`/casino/${TEEN20.eventId}/${TEEN20.legueId}/${TEEN20.matchId}`);
    expect(await screen.findByRole('heading', { name: TEEN20.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: strings.openTable })).toBeDisabled();
    expect(screen.getByText(`${strings.casinoEntryMarkets}: Winner`)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: strings.myRoundBets })).getAllByRole('row')).toHaveLength(2));
  });

  it('CAS-LNCH-01 CAS-LNCH-02 SHELL-15 CONST-12 the launcher shows its background for 2 s, then the game whose matchId is id3', async () => {
    const requests: string[] = [];
    server.use(
      http.get(apiUrl('casinoGames'), () => {
        requests.push('games');
        return contractJson('casinoGames', { status: true, data: [game('dt20', '20 20 DRAGON TIGER', 98791), TEEN20] });
      }),
      casinoDataHandler(() => ({ ...live(TEEN20_RUNNERS), result: [] })),
      http.get(apiUrl('casinoFeed'), () => contractJson('casinoFeed', { status: true, data: live(TEEN20_RUNNERS) })),
      http.get(apiUrl('casinoFeedResults'), () => contractJson('casinoFeedResults', { status: true, data: { data: [] } })),
    );
    await renderApp(`/new-casino/${TEEN20.eventId}/${TEEN20.legueId}/${TEEN20.matchId}`);
    // When the launcher's background first showed, and when the table replaced it.
    const seen = { backdrop: 0, table: 0 };
    await waitFor(
      () => {
        if (!seen.backdrop && screen.queryByTestId('casino-backdrop')) seen.backdrop = Date.now();
        expect(screen.getByRole('heading', { name: '20 20 TEENPATTI' })).toBeInTheDocument();
        seen.table = Date.now();
      },
      { interval: 20 },
    );
    expect(requests).toHaveLength(1);
    expect(seen.backdrop).toBeGreaterThan(0);
    expect(seen.table - seen.backdrop).toBeGreaterThanOrEqual(1950);
    expect(screen.queryByTestId('casino-backdrop')).not.toBeInTheDocument();
  });

  it('SHELL-17 SHELL-20 POLL-17 /casino-video?id= shows only the casino video of that game, without header or menus', async () => {
    await renderApp('/casino-video?id=lucky7eu');
    expect(await screen.findByTitle(strings.casinoVideo)).toHaveAttribute('src', '/embed/casino-video?id=lucky7eu');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
