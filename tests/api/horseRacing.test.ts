import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetailsResponse } from '../../contract/auth';
import { exposureResponse } from '../../contract/bets';
import {
  competitionsResponse,
  horseRaceResponse,
  marketOddsResponse,
  matchesResponse,
  priceHistoryResponse,
  type HorseRace,
} from '../../contract/sports';
import { RACE_LENGTH_MS, SUSPEND_BEFORE_OFF_MS } from '../../server/engines/horse/race';
import { seededRandom } from '../../server/engines/sports/random';
import { createPublishingHorseFeed } from '../../server/live/startHorse';
import { createSportsSnapshots } from '../../server/live/sportsSnapshots';
import { signedInTestUser, startTestApp, type Session, type TestApp } from './helper';
import { marketsOf, placeBetRequest } from './markets';

let test: TestApp;
let feed: ReturnType<typeof createPublishingHorseFeed>;

/** A Tuesday in March, 13:00 UTC: Europe's and South Africa's afternoon meetings are on, America's not yet. */
const TUESDAY_1300_UTC = Date.parse('2026-03-10T13:00:00Z');

beforeAll(async () => {
  const snapshots = createSportsSnapshots();
  test = await startTestApp({ sports: snapshots, clockStart: TUESDAY_1300_UTC });
  feed = createPublishingHorseFeed({ markets: marketsOf(test), snapshots, now: test.clock.now, random: seededRandom(5), speed: 1 });
  await feed.tick();
  // The first tick opens every race of the schedule, each with its market maker's quotes: on PostgreSQL
  // thousands of round trips, seconds on an idle machine and more on a shared one.
}, 120_000);
afterAll(() => test.close());

const get = async (url: string, headers: Record<string, string> = { d: 'localhost' }) => {
  const response = await test.app.inject({ method: 'GET', url: `/api/${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
};
const schedule = async () => horseRaceResponse.parse(await get('v2/list/horseRace')).data.t1;
const raceById = async (gmid: string): Promise<HorseRace | undefined> =>
  (await schedule()).flatMap((country) => country.children.flatMap((course) => course.races)).find((race) => race.gmid === gmid);
/** The next race still open for bets (one starting within two minutes is already suspended). */
const firstRace = async (): Promise<HorseRace> => {
  const races = (await schedule()).flatMap((country) => country.children.flatMap((course) => course.races));
  const [race] = races.filter((candidate) => candidate.gOdds.status === 'OPEN').sort((a, b) => Date.parse(a.stime) - Date.parse(b.stime));
  if (!race) throw new Error('no race');
  return race;
};
const raceOdds = async (gmid: string) => marketOddsResponse.parse(await get(`v2/fetch-market-odds/135/${gmid}/${gmid}/${gmid}`)).data;

describe('horse racing', () => {
  it('SRV-20 HORSE-01 the next four hours of the meetings on: countries, courses, races every half hour of their local afternoon, all open ahead of the off', async () => {
    const countries = await schedule();
    expect(countries.map((country) => country.cname).sort()).toEqual(['FR', 'GB', 'IE', 'ZA']);
    const courses = countries.flatMap((country) => country.children);
    expect(courses.map((course) => course.ename).sort()).toEqual([
      'Ascot',
      'Curragh',
      'Leopardstown',
      'Longchamp',
      'Newmarket',
      'Turffontein',
    ]);
    // Ascot's seven races from 13:30 GMT; Turffontein's last two of its card from 12:10 SAST (10:10 UTC).
    const times = (name: string) => courses.find((course) => course.ename === name)?.races.map((race) => race.stime.slice(11, 16));
    expect(times('Ascot')).toEqual(['13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
    expect(times('Turffontein')).toEqual(['13:10', '13:40']);
    for (const course of courses) {
      const starts = course.races.map((race) => Date.parse(race.stime));
      starts.slice(1).forEach((start, index) => expect(start - (starts[index] ?? 0)).toBe(30 * 60_000));
      for (const race of course.races) expect(race.childs).toEqual([{ gmid: race.gmid, status: race.gOdds.status }]);
      for (const race of course.races) expect(race.gOdds.status).toBe('OPEN');
    }
  });

  it('OPEN-031 OPEN-073 Horse Racing answers as 135 and as its alias 10', async () => {
    const canonical = competitionsResponse.parse(await get('v2/get-legues/135')).data;
    expect(canonical.length).toBeGreaterThan(5);
    expect(competitionsResponse.parse(await get('v2/get-legues/10')).data).toEqual(canonical);
    const races = matchesResponse.parse(await get('v2/get-matches-by-eventid/10')).data;
    expect(races.every((race) => race.eventId === 135 && race.joinedMarketIds === race.matchId)).toBe(true);
  });

  it('OPEN-070 the /HorseMarket page reads a race by its gmid alone: fetch-market-odds/135/{gmid}/{gmid}/{gmid}', async () => {
    const race = await firstRace();
    const [market] = await raceOdds(race.gmid);
    expect(market?.marketId).toBe(race.gmid);
    expect(market?.status).toBe('OPEN');
    expect(market?.runners.length).toBeGreaterThanOrEqual(6);
    for (const runner of market?.runners ?? [])
      expect(runner.ex.availableToBack[0]?.price).toBeLessThan(runner.ex.availableToLay[0]?.price ?? 0);
  });

  it('a race’s win market has its runners’ price history, read by its gmid alone like its odds', async () => {
    const race = await firstRace();
    const [market] = await raceOdds(race.gmid);
    const { data } = priceHistoryResponse.parse(await get(`v2/fetch-price-history/135/${race.gmid}/${race.gmid}/${race.gmid}`));
    expect(data.runners.map((runner) => runner.runner)).toEqual(market?.runners.map((runner) => runner.runner));
    expect(data.runners.map((runner) => runner.points.at(-1)?.price)).toEqual(
      market?.runners.map((runner) => runner.ex.availableToBack[0]?.price),
    );
  });

  it('SRV-35 HORSE-07 a race suspends before the off, closes after it and settles a bet on every runner: the winner’s pays, the others lose', async () => {
    const { session } = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    const race = await firstRace();
    const [market] = await raceOdds(race.gmid);
    if (!market) throw new Error('no market');
    const backs = market.runners.map((runner) => ({ selectionId: runner.selectionId, price: runner.ex.availableToBack[0]?.price ?? 0 }));
    for (const runner of market.runners) {
      const placed = await placeBetRequest(test, session, {
        eventId: 135,
        legueId: race.gmid,
        matchId: race.gmid,
        marketId: race.gmid,
        sportsName: 'Horse Racing',
        event: 'race',
        markettype: 'Match Odds',
        market: 'Match Odds',
        selection: runner.runner,
        selectionId: runner.selectionId,
        type: 'back',
        oddsReq: runner.ex.availableToBack[0]?.price ?? 0,
        runnersCount: market.runners.length,
        runners: market.runners.map((r) => r.runner),
        stake: 100,
        placeTime: new Date(test.clock.now()).toISOString(),
        favourMargin: 0,
        againstMargin: 0,
      });
      expect(placed.json()).toMatchObject({ status: true });
    }
    // 100 on each of n runners: when the one at price p wins, the book makes 100 × (p − 1) − 100 × (n − 1) = 100 × (p − n).
    const outcomeIfWins = (price: number) => Math.round(100 * (price - backs.length) * 100) / 100;
    expect(await exposureOf(session)).toBe(Math.max(0, ...backs.map((back) => -outcomeIfWins(back.price))));

    test.clock.advance(Date.parse(race.stime) - test.clock.now() - SUSPEND_BEFORE_OFF_MS + 1_000);
    await feed.tick();
    expect((await raceById(race.gmid))?.gOdds.status).toBe('SUSPENDED');
    expect((await raceOdds(race.gmid))[0]?.status).toBe('SUSPENDED');

    test.clock.advance(SUSPEND_BEFORE_OFF_MS + RACE_LENGTH_MS);
    await feed.tick();
    expect((await raceById(race.gmid))?.gOdds.status).toBe('CLOSED');
    expect(await exposureOf(session)).toBe(0);
    const settled = await test.db.selectFrom('markets').select(['status', 'result']).where('id', '=', race.gmid).executeTakeFirstOrThrow();
    expect(settled.status).toBe('settled');
    const result = JSON.parse(settled.result ?? 'null') as { kind: string; selectionId: number };
    const winner = backs.find((back) => back.selectionId === result.selectionId);
    expect(result.kind).toBe('winner');
    if (!winner) throw new Error(`the race settled on ${settled.result}, none of its runners`);
    // The winner's back wins 100 × (p − 1) and the exchange keeps 2 % of a net win; every other back loses its 100.
    const net = outcomeIfWins(winner.price);
    const commission = net > 0 ? Math.round(net * 2) / 100 : 0;
    const balance = userDetailsResponse.parse(await get('auth/letest-user-details', session.headers)).data.openingBalance;
    expect(balance).toBe(Math.round((10_000 + net - commission) * 100) / 100);
  });
});

async function exposureOf(session: Session): Promise<number> {
  return exposureResponse.parse(await get('bet/exposure/fetch', session.headers)).data;
}
