import { afterEach, describe, expect, it } from 'vitest';
import type { Sport } from '../../../../contract/sports';
import { ApiCallError } from '../../../../streams/api/ApiCallError';
import { createEventLocks$ } from '../../../../streams/sports/eventLocks$';
import { visibleSports } from '../../../../streams/sports/visibleSports';
import { sportsLockStore } from '../../../../streams/state/slices/sportsLock';
import { createTestScheduler } from '../../testScheduler';
import { fakeApiCall } from '../support/fakeApiCall';
import { setLoggedIn } from '../support/session';

const locks = [
  { eventId: 4, lock: true },
  { eventId: 1, lock: false },
];

afterEach(() => {
  setLoggedIn(false);
  sportsLockStore.reset();
});

describe('event locks', () => {
  it('HOME-20 logged out: no locks and no request', () => {
    createTestScheduler().run(({ expectObservable, flush }) => {
      const api = fakeApiCall({});
      expectObservable(createEventLocks$(api.call), '^ 1s !').toBe('a', { a: [] });
      flush();
      expect(api.calls).toEqual([]);
    });
  });

  it('HOME-20 STATE-11 API-31 logged in: POST {setFor: userId}; the locks reach the sportsLock slice', () => {
    setLoggedIn(true, 'user-7');
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ eventLocks: () => cold('10ms (a|)', { a: { status: true, data: locks } }) });
      expectObservable(createEventLocks$(api.call), '^ 1s !').toBe('10ms a', { a: locks });
      flush();
      expect(api.calls[0]?.input).toEqual({ body: { setFor: 'user-7' } });
      expect(sportsLockStore.get().lockedSports).toEqual(locks);
    });
  });

  it('HOME-21 a failing lock call leaves every sport visible', () => {
    setLoggedIn(true);
    createTestScheduler().run(({ cold, expectObservable }) => {
      const api = fakeApiCall({ eventLocks: () => cold('#', undefined, new ApiCallError(500, 'boom')) });
      expectObservable(createEventLocks$(api.call), '^ 500ms !').toBe('a', { a: [] });
    });
  });

  it('HOME-20 a sport whose eventId is locked is hidden; Casino (no id) never is', () => {
    const sports: Sport[] = [
      { eventId: 4, name: 'Cricket' },
      { eventId: 1, name: 'Soccer' },
      { eventId: null, name: 'Casino' },
    ];
    expect(visibleSports(sports, locks).map((s) => s.name)).toEqual(['Soccer', 'Casino']);
    expect(visibleSports(sports, []).map((s) => s.name)).toEqual(['Cricket', 'Soccer', 'Casino']);
  });
});
