import { afterEach, describe, expect, it } from 'vitest';
import type { BookmakerMarket, FancyItem, OddsMarket } from '../../../../contract/sports';
import { setJitterSource } from '../../../../streams/core/clock';
import { okResult } from '../../../../streams/core/result';
import { createGetBookmaker$ } from '../../../../streams/sports/getBookmaker$';
import { createGetFancy$ } from '../../../../streams/sports/getFancy$';
import { createGetMarketOdds$ } from '../../../../streams/sports/getMarketOdds$';
import { createTestScheduler } from '../../testScheduler';
import { fakeApiCall } from '../support/fakeApiCall';
import { setLoggedIn } from '../support/session';

const market: OddsMarket = { marketId: 'm1', marketName: 'Match Odds', status: 'OPEN', totalMatched: 1, runners: [] };
const bookmaker: BookmakerMarket = { marketId: 'b1', marketName: 'Bookmaker', status: 'OPEN', runners: [] };
const line: FancyItem = {
  RunnerName: '6 over run',
  SelectionId: 1,
  BackPrice1: 45,
  BackSize1: 90,
  LayPrice1: 44,
  LaySize1: 110,
  GameStatus: '',
  gtype: 'runs',
};

afterEach(() => setLoggedIn(false));

describe('match page polls', () => {
  it('MKT-18 POLL-07 odds are fetched at 0, 2 s, 4 s … from the contract endpoint with the match ids', () => {
    setLoggedIn(true);
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ marketOdds: () => cold('(a|)', { a: { status: true, data: [market] } }) });
      const odds$ = createGetMarketOdds$(api.call)(4, 'L1', 'M1', '1.1,1.2');
      expectObservable(odds$, '^ 4500ms !').toBe('a 1999ms b 1999ms c', {
        a: okResult([market], 0),
        b: okResult([market], 2000),
        c: okResult([market], 4000),
      });
      flush();
      expect(api.times('marketOdds')).toEqual([0, 2000, 4000]);
      expect(api.calls[0]?.input).toEqual({ params: { eventId: 4, leagueId: 'L1', matchId: 'M1', marketIds: '1.1,1.2' } });
    });
  });

  it('MKT-19 POLL-08 bookmaker is fetched every 2 s', () => {
    setLoggedIn(true);
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ bookmaker: () => cold('(a|)', { a: { status: true, data: [bookmaker] } }) });
      expectObservable(createGetBookmaker$(api.call)(4, 'L1', 'M1'), '^ 4500ms !').toBe('a 1999ms a 1999ms a', {
        a: expect.objectContaining({ status: 'ok', data: [bookmaker] }),
      });
      flush();
      expect(api.times('bookmaker')).toEqual([0, 2000, 4000]);
    });
  });

  it('MKT-20 POLL-09 fancy is fetched every 1 s and read from data.fancy', () => {
    setLoggedIn(true);
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ fancy: () => cold('(a|)', { a: { status: true, data: { fancy: [line] } } }) });
      expectObservable(createGetFancy$(api.call)(4, 'L1', 'M1'), '^ 2500ms !').toBe('a 999ms b 999ms c', {
        a: okResult([line], 0),
        b: okResult([line], 1000),
        c: okResult([line], 2000),
      });
      flush();
      expect(api.times('fancy')).toEqual([0, 1000, 2000]);
    });
  });

  it('MKT-23 POLL-16 AUTH-28 anonymous visitors get one snapshot and no live polling (the stream stays open for a login)', () => {
    setLoggedIn(false);
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ marketOdds: () => cold('(a|)', { a: { status: true, data: [market] } }) });
      expectObservable(createGetMarketOdds$(api.call)(4, 'L1', 'M1', '1.1'), '^ 10s !').toBe('a', {
        a: okResult([market], 0),
      });
      flush();
      expect(api.times('marketOdds')).toEqual([0]);
    });
  });

  it('MKT-23 POLL-16 logging in on the match page starts live polling at once', () => {
    setLoggedIn(false);
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ fancy: () => cold('(a|)', { a: { status: true, data: { fancy: [line] } } }) });
      cold('3s l').subscribe(() => setLoggedIn(true));
      expectObservable(createGetFancy$(api.call)(4, 'L1', 'M1'), '^ 5500ms !').toBe('a 2999ms b 999ms c 999ms d', {
        a: okResult([line], 0),
        b: okResult([line], 3000),
        c: okResult([line], 4000),
        d: okResult([line], 5000),
      });
      flush();
      expect(api.times('fancy')).toEqual([0, 3000, 4000, 5000]);
    });
  });

  it('MKT-23 POLL-16 a failing first live fetch after login keeps the anonymous snapshot shown', () => {
    setJitterSource(() => 0.5); // retry backoff exactly 1 s
    setLoggedIn(false);
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      let answers = 0;
      const api = fakeApiCall({
        fancy: () => {
          answers += 1;
          return answers === 2 ? cold('#', {}, new Error('down')) : cold('(a|)', { a: { status: true, data: { fancy: [line] } } });
        },
      });
      cold('3s l').subscribe(() => setLoggedIn(true));
      expectObservable(createGetFancy$(api.call)(4, 'L1', 'M1'), '^ 4500ms !').toBe('a 2999ms b 999ms c', {
        a: okResult([line], 0),
        b: { status: 'error', data: [line], error: 'down', at: 3000 },
        c: okResult([line], 4000),
      });
      flush();
    });
  });

  it('MKT-18 subscribers of the same match share one poll', () => {
    setLoggedIn(true);
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ marketOdds: () => cold('(a|)', { a: { status: true, data: [market] } }) });
      const getOdds$ = createGetMarketOdds$(api.call);
      expect(getOdds$(4, 'L1', 'M1', '1.1')).toBe(getOdds$(4, 'L1', 'M1', '1.1'));
      expectObservable(getOdds$(4, 'L1', 'M1', '1.1'), '^ 2500ms !').toBe('a 1999ms a', { a: expect.anything() });
      expectObservable(getOdds$(4, 'L1', 'M1', '1.1'), '^ 2500ms !').toBe('a 1999ms a', { a: expect.anything() });
      flush();
      expect(api.times('marketOdds')).toEqual([0, 2000]);
    });
  });
});
