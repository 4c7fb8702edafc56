import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strings } from '../../../contract/strings';
import { FIRST_SCREEN_HANDOVER_MAX_MS } from '../../../src/components/firstScreenHandover';
import { live, TEEN20, TEEN20_RUNNERS } from '../support/casinoFixtures';
import { casinoGamesHandler } from '../support/handlers/casino';
import { apiUrl, contractJson } from '../support/apiRoute';
import { deferred } from '../support/deferred';
import { unknownHostHandler } from '../support/handlers/domain';
import { eventsHandler, matchPageHandlers } from '../support/handlers/sports';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { matchFixture, oddsMarketFixture, runnersOf } from '../support/sportsFixtures';

/** The server's first screen as the page brings it (server/routes/static.ts), above the app's root. */
const serverFirstScreen = () => document.getElementById('first-screen');

const inPlayCricket = matchFixture({
  matchOdds: [{ inplay: true, runners: runnersOf(['Mumbai', 1.85, 1.87], ['Chennai', 2.14, 2.18]) }],
});

/** Holds the home's match lists until `answer` resolves; then cricket has one match in play. */
const heldMatchLists = (answer: Promise<void>) =>
  http.get(apiUrl('matchesBySport'), async ({ params }) => {
    await answer;
    return contractJson('matchesBySport', { status: true, data: Number(params.eventId) === 4 ? [inPlayCricket] : [] });
  });

// Each case renders the whole app; a cold first render takes seconds on a loaded machine.
const FIRST_RENDER = { timeout: 12_000 };

beforeEach(() => {
  const picture = document.createElement('div');
  picture.id = 'first-screen';
  picture.dataset.path = '/';
  document.body.prepend(picture);
});
afterEach(() => serverFirstScreen()?.remove());

describe("the server's first screen hands over to the app", () => {
  it('on home, once the match lists are there: not while the app still shows their skeleton', async () => {
    const lists = deferred();
    server.use(eventsHandler(), heldMatchLists(lists.promise));
    await renderApp('/');
    expect(await screen.findByRole('tablist', { name: 'sports' }, FIRST_RENDER)).toBeInTheDocument();
    expect(serverFirstScreen()).not.toBeNull();
    lists.resolve();
    expect(await screen.findByRole('link', { name: 'Mumbai v Chennai' }, FIRST_RENDER)).toBeInTheDocument();
    expect(serverFirstScreen()).toBeNull();
  });

  it('on a match page, once its Match Odds are there', async () => {
    const match = matchFixture({ matchId: 'm-1', matchOdds: [{ inplay: true }] });
    const odds = deferred();
    server.use(...matchPageHandlers({ match }));
    server.use(
      http.get(apiUrl('marketOdds'), async () => {
        await odds.promise;
        return contractJson('marketOdds', { status: true, data: [oddsMarketFixture()] });
      }),
    );
    serverFirstScreen()?.setAttribute('data-path', '/fullmarket/4/ipl/m-1');
    await renderApp('/fullmarket/4/ipl/m-1?eventName=Mumbai%20v%20Chennai&inplay=true');
    expect(await screen.findByRole('heading', { name: 'Mumbai v Chennai' }, FIRST_RENDER)).toBeInTheDocument();
    expect(serverFirstScreen()).not.toBeNull();
    odds.resolve();
    expect(await screen.findByRole('region', { name: strings.matchOdds }, FIRST_RENDER)).toBeInTheDocument();
    expect(serverFirstScreen()).toBeNull();
  });

  it('on a casino table, once its round is there: not while the table waits for it', async () => {
    const round = deferred();
    server.use(
      casinoGamesHandler([TEEN20]),
      http.get(apiUrl('casinoData'), async () => {
        await round.promise;
        return contractJson('casinoData', { status: true, data: { ...live(TEEN20_RUNNERS, { mid: 'R-1' }), result: [] } });
      }),
    );
    serverFirstScreen()?.setAttribute('data-path', '/play-casino-new/56767/teen20');
    await renderApp('/play-casino-new/56767/teen20');
    expect(await screen.findByTestId('betting-board', undefined, FIRST_RENDER)).toBeInTheDocument();
    expect(serverFirstScreen()).not.toBeNull();
    round.resolve();
    expect(await screen.findByText('R-1', { exact: false }, FIRST_RENDER)).toBeInTheDocument();
    expect(serverFirstScreen()).toBeNull();
  });

  it('on any other page than the one it shows, as soon as the shell shows', async () => {
    server.use(eventsHandler(), heldMatchLists(new Promise(() => undefined)));
    await renderApp('/notfound');
    expect(await screen.findByText(strings.lostPage, undefined, FIRST_RENDER)).toBeInTheDocument();
    expect(serverFirstScreen()).toBeNull();
  });

  it('for a host that is no domain, with the page that says so', async () => {
    server.use(unknownHostHandler());
    await renderApp('/');
    await waitFor(() => expect(serverFirstScreen()).toBeNull());
  });

  describe('when the lists never come', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it(`after ${FIRST_SCREEN_HANDOVER_MAX_MS / 1000} s of the shell, whatever its page shows`, async () => {
      server.use(eventsHandler(), heldMatchLists(new Promise(() => undefined)));
      await renderApp('/');
      expect(await screen.findByRole('heading', { name: 'Royal Exchange' }, FIRST_RENDER)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(FIRST_SCREEN_HANDOVER_MAX_MS - 100));
      expect(serverFirstScreen()).not.toBeNull();
      act(() => vi.advanceTimersByTime(100));
      expect(serverFirstScreen()).toBeNull();
    });
  });
});
