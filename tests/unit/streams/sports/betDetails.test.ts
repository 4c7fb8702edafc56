import { afterEach, describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { ApiCallError } from '../../../../streams/api/ApiCallError';
import { notifications$ } from '../../../../streams/core/notifications';
import { createGetBetDetails$ } from '../../../../streams/sports/getBetDetails$';
import { createTestScheduler } from '../../testScheduler';
import { aBet } from '../support/betFixtures';
import { fakeApiCall } from '../support/fakeApiCall';
import { setLoggedIn } from '../support/session';

afterEach(() => setLoggedIn(false));

describe('getBetDetails$', () => {
  it('CAS-ALL-03 MKT-23 logged out: an empty list and no request', () => {
    createTestScheduler().run(({ expectObservable, flush }) => {
      const api = fakeApiCall({});
      expectObservable(createGetBetDetails$(api.call, new Subject())('M1'), '^ 5s !').toBe('a', { a: [] });
      flush();
      expect(api.calls).toEqual([]);
    });
  });

  it('MKT-22 API-13 BET-29 CAS-ALL-32 logged in: fetched on subscribe and on each refresh, reading data or data.data', () => {
    setLoggedIn(true);
    createTestScheduler().run(({ cold, hot, expectObservable, flush }) => {
      const first = [aBet()];
      const second = [aBet(), aBet({ selectionId: 2 })];
      let answers = 0;
      const api = fakeApiCall({
        betDetailsList: () =>
          answers++ === 0
            ? cold('(a|)', { a: { status: true, data: first } })
            : cold('(a|)', { a: { status: true, data: { data: second } } }),
      });
      const refresh = hot('3s r');
      expectObservable(createGetBetDetails$(api.call, refresh)('M1'), '^ 10s !').toBe('a 2999ms b', { a: first, b: second });
      flush();
      expect(api.times('betDetailsList')).toEqual([0, 3000]);
      expect(api.calls[0]?.input).toEqual({ params: { matchId: 'M1' } });
    });
  });

  it('CAS-ALL-32 MSG-22 a failing refetch raises no toast and the last list stays', () => {
    setLoggedIn(true);
    const notices: unknown[] = [];
    const subscription = notifications$.subscribe((notice) => notices.push(notice));
    createTestScheduler().run(({ cold, hot, expectObservable, flush }) => {
      const bets = [aBet()];
      let answers = 0;
      const api = fakeApiCall({
        betDetailsList: () =>
          answers++ === 0 ? cold('(a|)', { a: { status: true, data: bets } }) : cold('#', undefined, new ApiCallError(500, 'boom')),
      });
      expectObservable(createGetBetDetails$(api.call, hot('3s r'))('M1'), '^ 10s !').toBe('a', { a: bets });
      flush();
      expect(api.times('betDetailsList').length).toBeGreaterThan(2);
    });
    subscription.unsubscribe();
    expect(notices).toEqual([]);
  });
});
