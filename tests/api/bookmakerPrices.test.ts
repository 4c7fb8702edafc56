import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetailsResponse } from '../../contract/auth';
import { exposureResponse } from '../../contract/bets';
import {
  bookmakerResponse,
  horseRaceResponse,
  marketOddsResponse,
  matchesResponse,
  type BookmakerMarket,
  type OddsMarket,
} from '../../contract/sports';
import { seededRandom } from '../../server/engines/sports/random';
import { createPublishingHorseFeed } from '../../server/live/startHorse';
import { createPublishingSportsFeed } from '../../server/live/startSports';
import { createSportsSnapshots } from '../../server/live/sportsSnapshots';
import type { MarketSpec } from '../../server/markets/types';
import { bookmakerDecimal, outcomeOf, priceBreaches, type QuotedMarket } from '../support/marketPriceRules';
import { signedInTestUser, startTestApp, type Session, type TestApp } from './helper';
import { betPayload, marketsOf, placeBetRequest } from './markets';

/** A Tuesday in March, 13:00 UTC: horse meetings are on. */
const TUESDAY_1300_UTC = Date.parse('2026-03-10T13:00:00Z');
/** A minute of play each one-second tick: wickets, goals and breaks of serve move the prices between looks. */
const SPORTS_SPEED = 60;
const SWEEP_TICKS = 40;
const SPORTS = [4, 1, 2] as const;

let test: TestApp;
let sportsFeed: ReturnType<typeof createPublishingSportsFeed>;
let horseFeed: ReturnType<typeof createPublishingHorseFeed>;

beforeAll(async () => {
  const snapshots = createSportsSnapshots();
  test = await startTestApp({ sports: snapshots, clockStart: TUESDAY_1300_UTC });
  sportsFeed = createPublishingSportsFeed({
    markets: marketsOf(test),
    snapshots,
    now: test.clock.now,
    random: seededRandom(25),
    speed: SPORTS_SPEED,
  });
  horseFeed = createPublishingHorseFeed({ markets: marketsOf(test), snapshots, now: test.clock.now, random: seededRandom(26), speed: 1 });
  await sportsFeed.tick();
  await horseFeed.tick();
}, 120_000);
afterAll(() => test.close());

const get = async (url: string): Promise<unknown> => {
  const response = await test.app.inject({ method: 'GET', url: `/api/${url}`, headers: { d: 'localhost' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
};

const exchangeMarket = (market: OddsMarket): QuotedMarket => ({
  name: market.marketName,
  kind: 'exchange',
  runners: market.runners.map((runner) => ({
    outcome: outcomeOf(runner.selectionId),
    back: runner.ex.availableToBack[0]?.price ?? null,
    lay: runner.ex.availableToLay[0]?.price ?? null,
  })),
});

/** A suspended runner offers nothing: it cannot be backed or laid. */
const bookmakerMarket = (market: BookmakerMarket): QuotedMarket => ({
  name: market.marketName,
  kind: 'bookmaker',
  runners: market.runners.map((runner) => {
    const offered = runner.status === 'ACTIVE';
    return {
      outcome: outcomeOf(runner.selectionId),
      back: offered ? bookmakerDecimal(runner.back) : null,
      lay: offered ? bookmakerDecimal(runner.lay) : null,
    };
  }),
});

/** Every open market of every listed match, as the app polls them: Match Odds and Tied Match, and the Bookmaker. */
async function openMarketsByMatch(): Promise<{ label: string; markets: QuotedMarket[] }[]> {
  const found: { label: string; markets: QuotedMarket[] }[] = [];
  for (const sportId of SPORTS) {
    for (const match of matchesResponse.parse(await get(`v2/get-matches-by-eventid/${sportId}`)).data) {
      const path = `${sportId}/${match.competitionId}/${match.matchId}`;
      const odds = marketOddsResponse.parse(await get(`v2/fetch-market-odds/${path}/${match.joinedMarketIds}`)).data;
      const bookmaker = match.bm ? bookmakerResponse.parse(await get(`v2/fetch-bookmaker-odds/${path}`)).data : [];
      const markets = [
        ...odds.filter((market) => market.status === 'OPEN').map(exchangeMarket),
        ...bookmaker.filter((market) => market.status === 'OPEN').map(bookmakerMarket),
      ];
      found.push({ label: `${match.eventName} (${match.inPlay ? 'in play' : 'pre-match'})`, markets });
    }
  }
  const races = horseRaceResponse
    .parse(await get('v2/list/horseRace'))
    .data.t1.flatMap((country) => country.children.flatMap((course) => course.races));
  for (const race of races.filter((candidate) => candidate.gOdds.status === 'OPEN')) {
    const odds = marketOddsResponse.parse(await get(`v2/fetch-market-odds/135/${race.gmid}/${race.gmid}/${race.gmid}`)).data;
    found.push({ label: `race ${race.gmid}`, markets: odds.filter((market) => market.status === 'OPEN').map(exchangeMarket) });
  }
  return found;
}

describe('live prices', () => {
  it('MKT-07 SRV-21 SRV-23 every open market the app polls: books that lock no profit, no back above a lay of the same runner on another market', async () => {
    const breaches: string[] = [];
    const looked: Record<string, number> = {};
    for (let tick = 0; tick < SWEEP_TICKS; tick += 1) {
      for (const { label, markets } of await openMarketsByMatch()) {
        for (const market of markets) looked[market.kind] = (looked[market.kind] ?? 0) + 1;
        breaches.push(...priceBreaches(markets).map((breach) => `tick ${tick} ${label}: ${breach}`));
      }
      test.clock.advance(1_000);
      await sportsFeed.tick();
      await horseFeed.tick();
    }
    expect(breaches.slice(0, 10)).toEqual([]);
    expect(looked.bookmaker ?? 0).toBeGreaterThan(200);
    expect(looked.exchange ?? 0).toBeGreaterThan(1_000);
  }, 240_000);
});

const moneyOf = async (session: Session) => {
  const read = async (url: string) => (await test.app.inject({ method: 'GET', url, headers: session.headers })).json() as unknown;
  return {
    balance: userDetailsResponse.parse(await read('/api/auth/letest-user-details')).data.openingBalance,
    exposure: exposureResponse.parse(await read('/api/bet/exposure/fetch')).data,
  };
};

/** An open soccer Bookmaker with all three runners quoted, as the money core holds it. */
async function openSoccerBookmaker(): Promise<MarketSpec> {
  for (const match of matchesResponse.parse(await get('v2/get-matches-by-eventid/1')).data.filter((candidate) => candidate.bm)) {
    const [market] = bookmakerResponse.parse(await get(`v2/fetch-bookmaker-odds/1/${match.competitionId}/${match.matchId}`)).data;
    if (market?.status !== 'OPEN' || market.runners.some((runner) => runner.status !== 'ACTIVE')) continue;
    const spec = await marketsOf(test).get(market.marketId);
    if (spec) return spec;
  }
  throw new Error('no open soccer Bookmaker with three runners quoted');
}

const TOTAL_LIABILITY_STAKE = 50_000;

/**
 * Lays of every runner sized so that each outcome pays about the same (stake ∝ 1 / decimal lay odds, 50,000 in
 * all): with a lay book over 100 % this locks a profit whichever runner wins.
 */
const dutchedLayStakes = (layRates: readonly number[]): number[] => {
  const weights = layRates.map((rate) => 1 / (1 + rate / 100));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => Math.round((TOTAL_LIABILITY_STAKE * weight) / total));
};

/** What the layer makes if runner `winner` wins, worked from the bookmaker's rule: lay stake s at rate r wins s, risks s × r / 100. */
const layProfitIf = (winner: number, stakes: readonly number[], layRates: readonly number[]): number =>
  Math.round(stakes.reduce((sum, stake, index) => sum + (index === winner ? -(stake * (layRates[index] ?? 0)) / 100 : stake), 0) * 100) /
  100;

async function layEveryRunner(session: Session, spec: MarketSpec, stakes: readonly number[]): Promise<void> {
  for (const [index, stake] of stakes.entries()) {
    const response = await placeBetRequest(test, session, betPayload(spec, { selectionIndex: index, type: 'lay', stake }));
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe('laying every runner of a Bookmaker', () => {
  it('SRV-21 BET-21 CONST-05 locks no profit: the exposure is the worst outcome, and settling on any runner leaves the balance no higher', async () => {
    const live = await openSoccerBookmaker();
    const layRates = live.selections.map((selection) => selection.lay ?? 0);
    expect(layRates.every((rate) => rate > 0)).toBe(true);
    const stakes = dutchedLayStakes(layRates);
    const profits = layRates.map((_, winner) => layProfitIf(winner, stakes, layRates));
    // The true worst case: the loss of the worst outcome (none when every outcome wins).
    const exposure = Math.max(0, -Math.min(...profits));

    const layer = await signedInTestUser(test, { openingBalance: 300_000, exposureLimit: 1_000_000 });
    await layEveryRunner(layer.session, live, stakes);
    expect(await moneyOf(layer.session)).toEqual({ balance: 300_000, exposure });

    // The same lays on copies of the market at the same rates, each settled on another runner.
    for (const [winner, selection] of live.selections.entries()) {
      const copy: MarketSpec = { ...live, marketId: `${live.marketId}-${winner}`, matchId: `${live.matchId}-${winner}` };
      await marketsOf(test).open(copy);
      const { session } = await signedInTestUser(test, { openingBalance: 300_000, exposureLimit: 1_000_000 });
      await layEveryRunner(session, copy, stakes);
      expect((await moneyOf(session)).exposure).toBe(exposure);
      await marketsOf(test).settle(copy.marketId, { kind: 'winner', selectionId: selection.selectionId });
      const after = await moneyOf(session);
      expect(after).toEqual({ balance: Math.round((300_000 + (profits[winner] ?? 0)) * 100) / 100, exposure: 0 });
      expect(after.balance).toBeLessThanOrEqual(300_000);
    }
    expect(exposure).toBeGreaterThan(0);
  }, 60_000);
});
