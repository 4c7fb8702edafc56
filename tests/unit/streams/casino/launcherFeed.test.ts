// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { firstValueFrom, filter } from 'rxjs';
import type { CasinoGame } from '../../../../contract/casino';
import { withCasinoType } from '../../../../streams/casino/listedCasinoGame';
import { fixedLucky7Markets, tableMarkets } from '../../../../streams/casino/lucky7Markets';
import { launcherFeed } from '../../../../streams/casino/tableFeed';
import { CASINO_TABLES, tableByGameName } from '../../../../streams/casino/tables';
import { fakeHttp, ok } from '../support/fakeHttp';
import { aLive } from './liveFixtures';

const aGame = (name: string, eventId: number, markets: CasinoGame['markets'] = []): CasinoGame => ({
  eventId,
  legueId: 'casino',
  matchId: `${name}-${eventId}`,
  name,
  markets,
});

/** What the launcher's screen for `name` reads first: its live round and its results list. */
async function firstReads(name: string, eventId: number) {
  const table = tableByGameName(name);
  if (!table) throw new Error(`no table for ${name}`);
  const feed = launcherFeed(table, withCasinoType(aGame(name, eventId)));
  const live = await firstValueFrom(feed.live$.pipe(filter((result) => result.data !== undefined)));
  const results = await firstValueFrom(feed.results$.pipe(filter((list) => list.length > 0)));
  return { table, live: live.data, results };
}

describe('launcher feeds', () => {
  it('CAS-LNCH-08 CAS-T20-01 CAS-DT20-01 CAS-L7A-06 CAS-L7B-04 each launcher game reads sports/v1/casino/{feed}/data (t1, t2) and its /result list (data.data)', async () => {
    const api = fakeHttp();
    const round = aLive('r-1', 20);
    const newest = { mid: 'r-0', result: '1', cards: 'ASS', win: '1' };
    const games = [
      ['20 20 TEENPATTI', 'teenpatti/t20', 'teen20'],
      ['20 20 DRAGON TIGER', 'dragontiger/t20', 'dragonTiger20'],
      ['LUCKY 7-A', 'lucky/a', 'lucky7A'],
      ['LUCKY 7-B', 'lucky/b', 'lucky7B'],
    ] as const;
    for (const [, feed] of games) {
      api.on('GET', `sports/v1/casino/${feed}/data`, ok(round));
      api.on('GET', `sports/v1/casino/${feed}/result`, ok({ data: [newest] }));
    }
    for (const [name, feed, expected] of games) {
      const reads = await firstReads(name, 1);
      expect(reads.table, name).toBe(expected);
      expect(reads.live, name).toEqual(round);
      expect(reads.results, name).toEqual([newest]);
      expect(api.count(`sports/v1/casino/${feed}/data`), name).toBeGreaterThan(0);
    }
    expect(api.requests.some((request) => request.url.startsWith('casino/data'))).toBe(false);
  });

  it('OPEN-086 CAS-DT-01 3 Card Teenpatti, Dragon Tiger and Fast Dragon Tiger have no feed: they read /casino/data/{casinoType}/{eventId}', async () => {
    const api = fakeHttp();
    const data = { ...aLive('r-2', 15), result: [{ mid: 'r-1', result: '2', cards: 'KDD', win: '2' }] };
    for (const [name, eventId, type] of [
      ['3 CARD TEENPATTI', 56768, 'Teen'],
      ['DRAGON TIGER', 98790, 'dt'],
      ['FAST DRAGON TIGER', 98792, 'dt6'],
    ] as const) {
      api.on('GET', `casino/data/${type}/${eventId}`, ok(data));
      const reads = await firstReads(name, eventId);
      expect(CASINO_TABLES[reads.table].feed, name).toBeNull();
      expect(reads.live, name).toEqual(data);
      expect(reads.results, name).toEqual(data.result);
    }
    expect(api.requests.some((request) => request.url.startsWith('sports/v1/casino'))).toBe(false);
  });

  it('CAS-L7A-06 CAS-L7B-04 Lucky 7-A and 7-B take their markets from the games list instead of the fixed ones', () => {
    const listed = [
      { marketId: 'm-1', markettype: 'Winner' },
      { marketId: 'm-2', markettype: 'Lucky Odd/Even' },
    ];
    for (const table of ['lucky7A', 'lucky7B'] as const) {
      expect(tableMarkets(table, aGame('LUCKY', 9, listed))).toEqual(listed);
      expect(tableMarkets(table, aGame('LUCKY', 9))).toEqual(fixedLucky7Markets('LUCKY-9'));
    }
    expect(tableMarkets('teen20', aGame('TEEN', 9))).toEqual([]);
  });
});
