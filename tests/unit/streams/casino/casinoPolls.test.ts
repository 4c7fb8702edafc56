import { afterEach, describe, expect, it } from 'vitest';
import { map } from 'rxjs';
import { endpoints } from '../../../../contract/endpoints';
import type { CasinoListItem, CasinoResult } from '../../../../contract/casino';
import { createCasinoGames$ } from '../../../../streams/casino/casinoGames$';
import { createCasinoList$ } from '../../../../streams/casino/casinoList$';
import { createGetCasinoData$ } from '../../../../streams/casino/getCasinoData$';
import { createGetCasinoFeed$ } from '../../../../streams/casino/getCasinoFeed$';
import { createGetCasinoFeedResults$ } from '../../../../streams/casino/getCasinoFeedResults$';
import { errorResult, okResult } from '../../../../streams/core/result';
import { casinoStore } from '../../../../streams/state/slices/casino';
import { gameStore } from '../../../../streams/state/slices/game';
import { ApiCallError } from '../../../../streams/api/ApiCallError';
import { createTestScheduler } from '../../testScheduler';
import { fakeApiCall } from '../support/fakeApiCall';
import { aCasinoData, aLive } from './liveFixtures';

const results: CasinoResult[] = [{ mid: 'r0', result: '1', cards: 'ASS', win: '1' }];
const listItem: CasinoListItem = {
  id: '1',
  name: '20-20 Teenpatti',
  dataURL: '',
  eventId: 9,
  casinoType: 'teen20',
  thumbUrl: 't.png',
  tamannahSquareThumbUrl: 's.png',
  comingSoon: false,
};

afterEach(() => {
  casinoStore.reset();
  gameStore.reset();
});

describe('casino polls', () => {
  it('CAS-ALL-16 POLL-05 launcher feeds are fetched every 1 s on sports/v1/casino/{game}/{variant}/data', () => {
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const live = aLive('r1', 20);
      const api = fakeApiCall({ casinoFeed: () => cold('(a|)', { a: { status: true, data: live } }) });
      expectObservable(createGetCasinoFeed$(api.call)('dragontiger/t20'), '^ 2500ms !').toBe('a 999ms b 999ms c', {
        a: okResult(live, 0),
        b: okResult(live, 1000),
        c: okResult(live, 2000),
      });
      flush();
      expect(api.times('casinoFeed')).toEqual([0, 1000, 2000]);
      expect(api.calls[0]?.input).toEqual({ params: { game: 'dragontiger', variant: 't20' } });
    });
  });

  it('CAS-ALL-16 POLL-06 API-33 results are fetched every 1.3 s and read from data.data', () => {
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ casinoFeedResults: () => cold('(a|)', { a: { status: true, data: { data: results } } }) });
      expectObservable(createGetCasinoFeedResults$(api.call)('lucky/b'), '^ 3000ms !').toBe('a 1299ms b 1299ms c', {
        a: okResult(results, 0),
        b: okResult(results, 1300),
        c: okResult(results, 2600),
      });
      flush();
      expect(api.times('casinoFeedResults')).toEqual([0, 1300, 2600]);
      expect(api.calls[0]?.input).toEqual({ params: { game: 'lucky', variant: 'b' } });
    });
  });

  it('CAS-LNCH-09 POLL-05 play-page data every 1 s; a failure arrives as an error value (the table disables on it)', () => {
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const data = aCasinoData('r1', 20);
      let answers = 0;
      const api = fakeApiCall({
        casinoData: () =>
          answers++ === 1 ? cold('#', undefined, new ApiCallError(500, 'boom')) : cold('(a|)', { a: { status: true, data } }),
      });
      // ok at 0; fails at 1000; retried after the 1 s backoff (jitter ±20 %) and recovers.
      expectObservable(createGetCasinoData$(api.call)('teen20', 9), '^ 1500ms !').toBe('a 999ms b', {
        a: okResult(data, 0),
        b: errorResult('boom', data, 1000),
      });
      flush();
      expect(api.calls[0]?.input).toEqual({ params: { casinoType: 'teen20', eventId: 9 } });
    });
  });

  it('LOBBY-09 API-28 the casino list is read from data or data.data and kept in casino.casinoList', () => {
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ casinoList: () => cold('(a|)', { a: { status: true, data: { data: [listItem] } } }) });
      expectObservable(createCasinoList$(api.call), '^ 1s !').toBe('a', { a: okResult([listItem], 0) });
      flush();
      expect(casinoStore.get().casinoList).toEqual([listItem]);
    });
  });

  it('CAS-LNCH-02 POLL-19 the games list is cached 60 s and kept in game.games', () => {
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const game = { eventId: 9, legueId: 'l', matchId: 'm', name: '20 20 TEENPATTI', casinoType: 'teen20', markets: [] };
      const api = fakeApiCall({ casinoGames: () => cold('(a|)', { a: { status: true, data: [game] } }) });
      expectObservable(createCasinoGames$(api.call), '^ 61s !').toBe('a 59999ms b', {
        a: okResult([game], 0),
        b: okResult([game], 60_000),
      });
      flush();
      expect(gameStore.get().games).toEqual([game]);
    });
  });

  it('CAS-LNCH-02 CAS-ALL-33 OPEN-089 a spec-shaped games list (no casinoType) is accepted and each game gets the type its name launches', () => {
    createTestScheduler().run(({ cold, expectObservable }) => {
      const specGame = (name: string) => ({ eventId: 9, legueId: 'l', matchId: name, name, markets: [] });
      const answer = { status: true, data: [specGame('LUCKY 7-B'), specGame('DRAGON TIGER'), specGame('SOMETHING NEW')] };
      expect(endpoints.casinoGames.response.safeParse(answer).success).toBe(true);
      const api = fakeApiCall({ casinoGames: () => cold('(a|)', { a: endpoints.casinoGames.response.parse(answer) }) });
      expectObservable(createCasinoGames$(api.call).pipe(map((result) => result.data?.map((game) => game.casinoType))), '^ 1s !').toBe(
        'a',
        { a: ['lucky7eu', 'dt', ''] },
      );
    });
  });
});
