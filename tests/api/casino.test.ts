import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  casinoCardsResponse,
  casinoGamesResponse,
  casinoListResponse,
  casinoLiveResponse,
  casinoResultsResponse,
  roundResultResponse,
  type CasinoListItem,
} from '../../contract/casino';
import { dealtCards, lucky7Win, sha256OfText } from '../support/fairDeal';
import { casinoData, startCasinoTestApp, tableDef, tickUntilResult } from './casinoTables';
import { errorMessageOf, type TestApp } from './helper';

/** Tens of ticks of seven tables, each writing rounds and markets: seconds on PostgreSQL under CI load. */
const ROUND_TEST_TIMEOUT_MS = 30_000;

let casino: Awaited<ReturnType<typeof startCasinoTestApp>>;
let test: TestApp;
beforeAll(async () => {
  casino = await startCasinoTestApp();
  test = casino.test;
});
afterAll(() => casino.close());

const get = (url: string) => test.app.inject({ method: 'GET', url });
const postResult = (payload: object) => test.app.inject({ method: 'POST', url: '/api/sports/v1/casino/result', payload });

describe('casino catalogue', () => {
  it('SRV-26 LOBBY-10 LOBBY-11 LOBBY-12 /casino/list: the fifteen live tables with provider and thumbnails, none video-only', async () => {
    const body = casinoListResponse.parse((await get('/api/casino/list')).json());
    const list = (Array.isArray(body.data) ? body.data : body.data.data) as CasinoListItem[];
    expect(list.map((item) => [item.name, item.casinoType, item.comingSoon])).toEqual([
      ['20-20 Teenpatti', 'teen20', false],
      ['3 Card Teenpatti', 'Teen', false],
      ['Dragon Tiger', 'dt', false],
      ['20-20 Dragon Tiger', 'dt20', false],
      ['Fast Dragon Tiger', 'dt6', false],
      ['Lucky 7-A', 'lucky7', false],
      ['Lucky 7-B', 'lucky7eu', false],
      ['20-20 Dragon Tiger 2', 'dt202', false],
      ['32 Cards A', 'card32', false],
      ['32 Cards B', 'card32eu', false],
      ['Amar Akbar Anthony', 'aaa', false],
      ['Bollywood Table', 'btable', false],
      ['Instant Worli', 'worli2', false],
      ['Baccarat', 'baccarat', false],
      ['20-20 Poker', 'poker20', false],
    ]);
    expect(list.every((item) => item.provider === 'UNIVERSAL' && item.eventId !== null && item.videoUrl === undefined)).toBe(true);
    for (const item of list) {
      for (const url of [item.thumbUrl, item.tamannahSquareThumbUrl]) expect(existsSync(`public${url}`), url).toBe(true);
    }
  });

  it('SRV-28 CAS-LNCH-03 CAS-L7-01 API-30 /sports/casino/games: the launcher names, fixed market ids, Lucky 7 with its four markets', async () => {
    const games = casinoGamesResponse.parse((await get('/api/sports/casino/games')).json()).data;
    expect(games.map((game) => game.name)).toEqual([
      '20 20 TEENPATTI',
      '3 CARD TEENPATTI',
      'DRAGON TIGER',
      '20 20 DRAGON TIGER',
      'FAST DRAGON TIGER',
      'LUCKY 7-A',
      'LUCKY 7-B',
      '20 20 DRAGON TIGER 2',
      '32 CARDS A',
      '32 CARDS B',
      'AMAR AKBAR ANTHONY',
      'BOLLYWOOD TABLE',
      'INSTANT WORLI',
      'BACCARAT',
      '20 20 POKER',
    ]);
    expect(games[0]).toEqual({
      eventId: 56767,
      legueId: 'casino',
      matchId: 'teen20-56767',
      name: '20 20 TEENPATTI',
      casinoType: 'teen20',
      markets: [{ marketId: 'teen20-56767-winner', markettype: 'Winner' }],
    });
    expect(games[5]?.markets.map((market) => market.markettype)).toEqual(['Winner', 'Lucky Odd/Even', 'Lucky Color', 'Lucky Card']);
  });
});

describe('live casino data', { timeout: ROUND_TEST_TIMEOUT_MS }, () => {
  it('SRV-27 SRV-30 CAS-ALL-07 CAS-ALL-08 API-32 a new round: mid, autotime from the start value, cards face down, the seed hash, runners open', async () => {
    await casino.tables.tick();
    const teen = await casinoData(test, tableDef('teen20'));
    expect(teen.t1[0]).toMatchObject({ autotime: 25, C1: '1', C2: '1', C3: '1', C4: '1', C5: '1', C6: '1', hash: sha256OfText('seed-1') });
    expect(teen.t2.map((runner) => [runner.nation, runner.gstatus])).toEqual([
      ['Player A', 1],
      ['Player B', 1],
      ['Pair plus A', 1],
      ['Pair plus B', 1],
    ]);
    for (const [feed, start, runners] of [
      ['teenpatti/t20', 25, 4],
      ['dragontiger/t20', 25, 37],
      ['lucky/a', 19, 19],
      ['lucky/b', 19, 19],
    ] as const) {
      const live = casinoLiveResponse.parse((await get(`/api/sports/v1/casino/${feed}/data`)).json()).data;
      expect(live.t1[0]?.autotime, feed).toBe(start);
      expect(live.t2, feed).toHaveLength(runners);
    }
  });

  it('SRV-27 SRV-31 CAS-ALL-30 results newest first with cards, win code and the seed that proves the deal', async () => {
    const def = tableDef('lucky7A');
    const first = await tickUntilResult(test, casino.tables.tick, def);
    const second = await tickUntilResult(test, casino.tables.tick, def);
    const results = casinoResultsResponse.parse((await get('/api/sports/v1/casino/lucky/a/result')).json()).data.data;
    expect(results.slice(0, 2).map((result) => result.mid)).toEqual([second.mid, first.mid]);
    expect((await casinoData(test, def)).result[0]).toEqual(second);
    // Each result is what the recipe deals from its seed (tests/support/fairDeal.ts), under the hash published before it.
    for (const result of [first, second]) {
      const seed = result.seed ?? '';
      expect(seed).toMatch(/^seed-\d+$/);
      const card = dealtCards('lucky7', seed);
      expect(result).toMatchObject({ cards: card, win: lucky7Win(card) });
      const published = await test.db.selectFrom('casino_rounds').select('hash').where('mid', '=', result.mid).executeTakeFirstOrThrow();
      expect(published.hash).toBe(sha256OfText(seed));
    }
  });

  it('SRV-32 CAS-ALL-29 API-34 POST /sports/v1/casino/result gives the round in data.data[0]; unknown → 404; bad body → 400', async () => {
    const [newest] = (await casinoData(test, tableDef('lucky7A'))).result;
    const found = roundResultResponse.parse((await postResult({ roundId: newest?.mid })).json()).data.data;
    expect(found).toEqual([{ cards: newest?.cards, win: newest?.win, mid: newest?.mid }]);
    const unknown = await postResult({ roundId: 'no-such-round' });
    expect(unknown.statusCode).toBe(404);
    expect(errorMessageOf(unknown)).toBe('Round not found');
    const bad = await postResult({ round: 1 });
    expect(bad.statusCode).toBe(400);
    expect(errorMessageOf(bad)).toContain('body.roundId');
  });

  it('SRV-24 CAS-L7A-05 API-26 /v2/get-casino-cards/{eventId}/{mid}: the round cards; another table or an unsettled round → 404', async () => {
    const def = tableDef('lucky7A');
    const [newest] = (await casinoData(test, def)).result;
    const cards = casinoCardsResponse.parse((await get(`/api/v2/get-casino-cards/${def.eventId}/${newest?.mid}`)).json()).data;
    expect(cards).toEqual({ mid: newest?.mid, cards: newest?.cards });
    expect((await get(`/api/v2/get-casino-cards/${tableDef('teen20').eventId}/${newest?.mid}`)).statusCode).toBe(404);
    while ((await casinoData(test, def)).t1[0]?.mid === newest?.mid) await casino.tables.tick();
    const current = (await casinoData(test, def)).t1[0]?.mid;
    expect((await get(`/api/v2/get-casino-cards/${def.eventId}/${current}`)).statusCode).toBe(404);
  });

  it('SRV-01 a polled table route checks every parameter set: polls of two tables answer nothing for their crossed pairs', async () => {
    for (let poll = 0; poll < 2; poll += 1) {
      expect((await get('/api/casino/data/teen20/56767')).statusCode).toBe(200);
      expect((await get('/api/casino/data/dt20/98791')).statusCode).toBe(200);
    }
    for (const [url, status] of [
      ['/api/casino/data/teen20/98791', 404],
      ['/api/casino/data/dt20/56767', 404],
      ['/api/casino/data/teen20/56767x', 400],
      ['/api/sports/v1/casino/teenpatti/b/data', 400],
    ] as const) {
      expect((await get(url)).statusCode, url).toBe(status);
    }
    expect((await get('/api/sports/v1/casino/teenpatti/t20/data')).statusCode).toBe(200);
  });

  it('SRV-01 bad casino paths: unknown type or table → 404, non-numeric event → 400, unknown feed → 400', async () => {
    for (const [url, status] of [
      ['/api/casino/data/card32/56767', 404],
      ['/api/casino/data/teen20/98791', 404],
      ['/api/casino/data/teen20/abc', 400],
      ['/api/sports/v1/casino/teenpatti/a/data', 400],
      ['/api/sports/v1/casino/poker/t20/result', 400],
      ['/api/v2/get-casino-cards/1/123', 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      errorMessageOf(response);
    }
  });
});
