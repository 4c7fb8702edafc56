import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookmakerResponse,
  competitionsResponse,
  eventsResponse,
  fancyResponse,
  marketOddsResponse,
  matchesNestedResponse,
  matchesResponse,
  priceHistoryResponse,
  type Match,
} from '../../contract/sports';
import { seededRandom } from '../../server/engines/sports/random';
import { createPublishingSportsFeed } from '../../server/live/startSports';
import { createSportsSnapshots } from '../../server/live/sportsSnapshots';
import { errorMessageOf, startTestApp, type TestApp } from './helper';
import { marketsOf } from './markets';

let test: TestApp;
let feed: ReturnType<typeof createPublishingSportsFeed>;

beforeAll(async () => {
  const snapshots = createSportsSnapshots();
  test = await startTestApp({ sports: snapshots });
  feed = createPublishingSportsFeed({ markets: marketsOf(test), snapshots, now: test.clock.now, random: seededRandom(11), speed: 1 });
  await feed.tick();
});
afterAll(() => test.close());

const get = async (url: string) => {
  const response = await test.app.inject({ method: 'GET', url: `/api/${url}`, headers: { d: 'localhost' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
};
const cricketMatches = async (): Promise<Match[]> => matchesResponse.parse(await get('v2/get-matches-by-eventid/4')).data;
const inPlayCricket = async (): Promise<Match> => {
  const match = (await cricketMatches()).find((candidate) => candidate.inPlay);
  if (!match) throw new Error('no cricket match in play');
  return match;
};

describe('sports catalogue', () => {
  it('SRV-16 HOME-12 CONST-21 lists Cricket 4, Soccer 1, Tennis 2, Horse Racing 135 and Casino without id', async () => {
    const { data } = eventsResponse.parse(await get('v2/get-events'));
    expect(data.map((sport) => [sport.name, sport.eventId])).toEqual(
      expect.arrayContaining([
        ['Cricket', 4],
        ['Soccer', 1],
        ['Tennis', 2],
        ['Horse Racing', 135],
        ['Casino', null],
      ]),
    );
  });

  it('SRV-17 HOME-14 API-19 competitions of each sport are the ones with listed matches', async () => {
    for (const sportId of [4, 1, 2]) {
      const { data } = competitionsResponse.parse(await get(`v2/get-legues/${sportId}`));
      const matches = matchesResponse.parse(await get(`v2/get-matches-by-eventid/${sportId}`)).data;
      expect(data.length).toBeGreaterThan(0);
      expect(new Set(data.map((c) => c.competitionId))).toEqual(new Set(matches.map((m) => m.competitionId)));
    }
  });

  it('SRV-18 SRV-19 HOME-15 STATE-13 match records carry every field the spec lists: in play, today, tomorrow and later', async () => {
    const matches = await cricketMatches();
    const now = test.clock.now();
    expect(matches.some((match) => match.inPlay && match.matchOdds[0]?.inplay)).toBe(true);
    expect(matches.some((match) => Date.parse(match.openDate) > now + 24 * 3_600_000)).toBe(true);
    const [first] = matches;
    if (!first) throw new Error('no matches');
    expect(first).toMatchObject({ eventId: 4, marketName: 'Match Odds', declared: false, bm: true, bmOdds: true, fancy: true, s: true });
    expect(first.matchUrl).toBe(`/fullmarket/4/${first.competitionId}/${first.matchId}`);
    expect(first.joinedMarketIds).toBe(first.markets.map((market) => market.marketId).join(','));
    expect(first.markets.map((market) => market.marketName)).toEqual(['Match Odds', 'Tied Match']);
    const { data } = matchesNestedResponse.parse(await get(`v2/get-matches/4/${first.competitionId}`));
    expect(data.data.map((match) => match.matchId)).toContain(first.matchId);
    expect(data.data.every((match) => match.competitionId === first.competitionId)).toBe(true);
  });

  it('SRV-19 an unknown sport or league has no matches', async () => {
    expect(matchesResponse.parse(await get('v2/get-matches-by-eventid/77')).data).toEqual([]);
    expect(matchesNestedResponse.parse(await get('v2/get-matches/4/nope')).data.data).toEqual([]);
  });
});

describe('live markets', () => {
  it('SRV-23 MKT-07 OPEN-034 API-25 odds of the joined market ids: three levels (fewer only where the ladder ends), back below lay, level 1 as the match row shows it', async () => {
    const match = await inPlayCricket();
    const { data } = marketOddsResponse.parse(
      await get(`v2/fetch-market-odds/4/${match.competitionId}/${match.matchId}/${match.joinedMarketIds}`),
    );
    expect(data.map((market) => market.marketId).join(',')).toBe(match.joinedMarketIds);
    for (const market of data) {
      expect(market.totalMatched).toBeGreaterThan(0);
      for (const runner of market.runners) {
        const bestLay = runner.ex.availableToLay[0]?.price ?? 0;
        // No back is offered above the fair price: a runner fairly priced below 1.03 has fewer back levels.
        expect(runner.ex.availableToBack).toHaveLength(Math.min(3, Math.round((bestLay - 1.01) * 100)));
        expect(runner.ex.availableToLay).toHaveLength(3);
        expect(runner.ex.availableToBack[0]?.price ?? 1).toBeLessThan(bestLay);
      }
    }
    const rowRunners = match.matchOdds[0]?.runners ?? [];
    expect(rowRunners.map((runner) => runner.back)).toEqual(data[0]?.runners.map((runner) => runner.ex.availableToBack[0]?.price));
  });

  it('MKT-05 (our addition) each odds market says whether its match is in play now, as the match list does', async () => {
    const live = await inPlayCricket();
    const later = (await cricketMatches()).find((candidate) => !candidate.inPlay);
    if (!later) throw new Error('no pre-match cricket match');
    for (const [match, inplay] of [
      [live, true],
      [later, false],
    ] as const) {
      const { data } = marketOddsResponse.parse(
        await get(`v2/fetch-market-odds/4/${match.competitionId}/${match.matchId}/${match.joinedMarketIds}`),
      );
      expect(data.map((market) => market.inplay)).toEqual(data.map(() => inplay));
    }
  });

  it('SRV-23 market ids of another match are left out', async () => {
    const [a, b] = await cricketMatches();
    if (!a || !b) throw new Error('two matches needed');
    const { data } = marketOddsResponse.parse(await get(`v2/fetch-market-odds/4/${a.competitionId}/${a.matchId}/${b.joinedMarketIds}`));
    expect(data).toEqual([]);
  });

  it('SRV-21 SRV-22 API-23 API-24 bookmaker runners and fancy lines of a cricket match in play', async () => {
    const match = await inPlayCricket();
    const path = `4/${match.competitionId}/${match.matchId}`;
    const bookmaker = bookmakerResponse.parse(await get(`v2/fetch-bookmaker-odds/${path}`)).data;
    expect(bookmaker).toHaveLength(1);
    expect(bookmaker[0]?.runners).toHaveLength(2);
    const { fancy } = fancyResponse.parse(await get(`v2/fetch-market-session/${path}`)).data;
    expect(fancy.length).toBeGreaterThan(3);
    for (const line of fancy) {
      expect(line.BackPrice1).toBe(line.LayPrice1);
      expect(line.BackSize1).toBeLessThan(line.LaySize1);
    }
  });

  it('SRV-13 SRV-23 every published market is a market of the money core at the same level-1 prices', async () => {
    const match = await inPlayCricket();
    const { data } = marketOddsResponse.parse(
      await get(`v2/fetch-market-odds/4/${match.competitionId}/${match.matchId}/${match.joinedMarketIds}`),
    );
    for (const market of data) {
      const stored = await marketsOf(test).get(market.marketId);
      expect(stored?.kind).toBe('matchOdds');
      expect(stored?.selections.map((selection) => [selection.back, selection.lay])).toEqual(
        market.runners.map((runner) => [runner.ex.availableToBack[0]?.price ?? null, runner.ex.availableToLay[0]?.price ?? null]),
      );
    }
  });

  it('SRV-01 malformed market ids and sport ids are refused with a message', async () => {
    const badIds = await test.app.inject({ method: 'GET', url: '/api/v2/fetch-market-odds/4/1/2/1.2,%3Cscript%3E' });
    expect(badIds.statusCode).toBe(400);
    expect(errorMessageOf(badIds)).toMatch(/marketIds/);
    const badSport = await test.app.inject({ method: 'GET', url: '/api/v2/get-legues/cricket' });
    expect(badSport.statusCode).toBe(400);
    expect(errorMessageOf(badSport)).toMatch(/eventId/);
  });
});

describe('price history', () => {
  it('serves each Match Odds runner’s traded prices since the market opened, the latest at the current best back', async () => {
    const match = (await cricketMatches()).find((candidate) => !candidate.inPlay);
    const marketId = match?.markets[0]?.marketId;
    if (!match || !marketId) throw new Error('no pre-match cricket match');
    const { data } = priceHistoryResponse.parse(await get(`v2/fetch-price-history/4/${match.competitionId}/${match.matchId}/${marketId}`));
    expect(data.marketId).toBe(marketId);
    expect(data.runners.map((runner) => runner.runner)).toEqual(match.eventName.split(' v '));
    const [odds] = marketOddsResponse.parse(await get(`v2/fetch-market-odds/4/${match.competitionId}/${match.matchId}/${marketId}`)).data;
    expect(data.runners.map((runner) => runner.points.at(-1)?.price)).toEqual(
      odds?.runners.map((runner) => runner.ex.availableToBack[0]?.price),
    );
    expect(data.runners.every((runner) => runner.points.every((point) => point.at <= test.clock.now()))).toBe(true);
  });

  it('refuses malformed ids with 400 and answers 404 for a market that is not a Match Odds market of that match', async () => {
    const [a, b] = await cricketMatches();
    if (!a || !b) throw new Error('two matches needed');
    const refused = async (url: string, status: number, message: RegExp) => {
      const response = await test.app.inject({ method: 'GET', url: `/api/v2/fetch-price-history/${url}` });
      expect(response.statusCode, url).toBe(status);
      expect(errorMessageOf(response), url).toMatch(message);
    };
    await refused(`cricket/${a.competitionId}/${a.matchId}/${a.markets[0]?.marketId}`, 400, /eventId/);
    await refused(`4/${a.competitionId}/${a.matchId}/1.2%3Cx%3E`, 400, /marketId/);
    await refused(`4/${a.competitionId}/${a.matchId}/${b.markets[0]?.marketId}`, 404, /No price history/);
    await refused(`4/${a.competitionId}/${a.matchId}/${a.markets[1]?.marketId}`, 404, /No price history/);
    await refused(`1/${a.competitionId}/${a.matchId}/${a.markets[0]?.marketId}`, 404, /No price history/);
    await refused(`4/${a.competitionId}/${a.matchId}/1.999`, 404, /No price history/);
  });
});

describe('built-in score and TV pages', () => {
  it('SRV-36 MKT-25 MKT-26 /embed/score and /embed/tv serve the page; /embed/live-data the simulated score of the match', async () => {
    const match = await inPlayCricket();
    for (const mode of ['score', 'tv']) {
      const page = await test.app.inject({ method: 'GET', url: `/embed/${mode}?event_id=${match.matchId}&sport_id=4` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`data-mode="${mode}" data-event-id="${match.matchId}" data-sport-id="4"`);
      expect(page.body).toContain('/embed/live-match.js');
    }
    const data = await test.app.inject({ method: 'GET', url: `/embed/live-data?event_id=${match.matchId}&sport_id=4` });
    const score = (data.json() as { data: { title: string; status: string; cricket: { innings: { runs: number }[]; summary: string } } })
      .data;
    expect(score).toMatchObject({ title: match.eventName, status: 'In Play' });
    expect(score.cricket.innings.length).toBeGreaterThan(0);
    expect(score.cricket.summary).not.toBe('');
  });

  it('SRV-36 a bad query is refused, an unknown match answers 404', async () => {
    const bad = await test.app.inject({ method: 'GET', url: '/embed/score?event_id=%3Cx%3E&sport_id=4' });
    expect(bad.statusCode).toBe(400);
    expect(errorMessageOf(bad)).toMatch(/event_id/);
    const unknown = await test.app.inject({ method: 'GET', url: '/embed/live-data?event_id=123&sport_id=4' });
    expect(unknown.statusCode).toBe(404);
  });
});
