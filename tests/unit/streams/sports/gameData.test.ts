import { afterEach, describe, expect, it } from 'vitest';
import type { Competition, Match, Sport } from '../../../../contract/sports';
import { setJitterSource } from '../../../../streams/core/clock';
import { okResult } from '../../../../streams/core/result';
import { createEvents$ } from '../../../../streams/sports/events$';
import { createGetCompetitions$ } from '../../../../streams/sports/getCompetitions$';
import { createGetMatches$ } from '../../../../streams/sports/getMatches$';
import { createGetMatchesBySport$ } from '../../../../streams/sports/getMatchesBySport$';
import { createTestScheduler } from '../../testScheduler';
import { fakeApiCall } from '../support/fakeApiCall';
import { aMatch } from './matchFixtures';
import { setLoggedIn } from '../support/session';

const sports: Sport[] = [
  { eventId: 4, name: 'Cricket' },
  { eventId: null, name: 'Casino' },
];
const competitions: Competition[] = [{ competitionName: 'IPL', competitionId: 'c1' }];
const matches: Match[] = [aMatch()];

afterEach(() => setLoggedIn(false));

describe('game data (60 s cache)', () => {
  it('POLL-19 CONST-14 HOME-13 events are refetched every 60 s while watched', () => {
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ events: () => cold('(a|)', { a: { status: true, data: sports } }) });
      expectObservable(createEvents$(api.call), '^ 130s !').toBe('a 59999ms b 59999ms c', {
        a: okResult(sports, 0),
        b: okResult(sports, 60_000),
        c: okResult(sports, 120_000),
      });
      flush();
      expect(api.times('events')).toEqual([0, 60_000, 120_000]);
    });
  });

  it('POLL-19 OPEN-116 a new subscriber within 60 s gets the cached answer without a request, then a refetch at 60 s', () => {
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ competitions: () => cold('(a|)', { a: { status: true, data: competitions } }) });
      const getCompetitions$ = createGetCompetitions$(api.call);
      expectObservable(getCompetitions$(4), '^ 10s !').toBe('a', { a: okResult(competitions, 0) });
      expectObservable(getCompetitions$(4), '20s ^ 45s !').toBe('20s a 39999ms b', {
        a: okResult(competitions, 0),
        b: okResult(competitions, 60_000),
      });
      flush();
      expect(api.times('competitions')).toEqual([0, 60_000]);
      expect(api.calls[0]?.input).toEqual({ params: { eventId: 4 } });
    });
  });

  it('POLL-19 OPEN-116 a refetch that fails keeps the cached data shown (as an error value) until the next good answer', () => {
    setJitterSource(() => 0.5); // retry backoff exactly 1 s
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      let answers = 0;
      const api = fakeApiCall({
        competitions: () => {
          answers += 1;
          return answers === 2 ? cold('#', {}, new Error('down')) : cold('(a|)', { a: { status: true, data: competitions } });
        },
      });
      const getCompetitions$ = createGetCompetitions$(api.call);
      expectObservable(getCompetitions$(4), '^ 10s !').toBe('a', { a: okResult(competitions, 0) });
      expectObservable(getCompetitions$(4), '20s ^ 45s !').toBe('20s a 39999ms b 999ms c', {
        a: okResult(competitions, 0),
        b: { status: 'error', data: competitions, error: 'down', at: 60_000 },
        c: okResult(competitions, 61_000),
      });
      flush();
    });
  });

  it("HOME-16 API-21 a sport's matches come from data; event 135 is not refetched once loaded", () => {
    createTestScheduler().run(({ cold, expectObservable, flush }) => {
      const api = fakeApiCall({ matchesBySport: () => cold('(a|)', { a: { status: true, data: matches } }) });
      const getMatchesBySport$ = createGetMatchesBySport$(api.call);
      expectObservable(getMatchesBySport$(135), '^ 130s !').toBe('(a|)', { a: okResult(matches, 0) });
      expectObservable(getMatchesBySport$(135), '200s ^ 10s !').toBe('200s (a|)', { a: okResult(matches, 0) });
      expectObservable(getMatchesBySport$(4), '^ 70s !').toBe('a 59999ms b', {
        a: okResult(matches, 0),
        b: okResult(matches, 60_000),
      });
      flush();
      expect(api.calls.map((c) => [c.input, c.at])).toEqual([
        [{ params: { eventId: 135 } }, 0],
        [{ params: { eventId: 4 } }, 0],
        [{ params: { eventId: 4 } }, 60_000],
      ]);
    });
  });

  it("HOME-15 API-20 a competition's matches are read from data.data", () => {
    createTestScheduler().run(({ cold, expectObservable }) => {
      const api = fakeApiCall({ matches: () => cold('(a|)', { a: { status: true, data: { data: matches } } }) });
      expectObservable(createGetMatches$(api.call)(4, 'c1'), '^ 1s !').toBe('a', { a: okResult(matches, 0) });
    });
  });
});
