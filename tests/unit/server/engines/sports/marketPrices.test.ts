import { describe, expect, it } from 'vitest';
import { createHorseFeed, type PublishedRace } from '../../../../../server/engines/horse/horseFeed';
import type { SportId } from '../../../../../server/engines/sports/catalogue';
import { normalise } from '../../../../../server/engines/sports/modelLadder';
import { createSportsFeed, type PublishedMatch } from '../../../../../server/engines/sports/feed';
import type { LiveMatch } from '../../../../../server/engines/sports/liveMatch';
import type { MarketState } from '../../../../../server/engines/sports/marketState';
import { seededRandom } from '../../../../../server/engines/sports/random';
import { quotesOf } from '../../../../../server/markets/exchange/quotes';
import { bookmakerDecimal, outcomeOf, priceBreaches, type QuotedMarket } from '../../../../support/marketPriceRules';
import { fakeMarkets } from './fakeMarkets';

const START = Date.parse('2026-03-10T09:00:00Z');
const TICK_MS = 1_000;
/** A minute of play a second: a T20 in about four minutes of ticks, so matches start, turn in play and finish. */
const SPEED = 60;
const TICKS = 1_500;
/** Every course races around the clock at this speed: many races open at each tick. */
const RACING_TICKS = 150;

/** The best back and lay a bettor meets on an exchange runner: the market maker's quotes from the market's prices. */
function makerBest(state: MarketState, selectionId: number): { back: number | null; lay: number | null } {
  const selection = state.spec.selections.find((candidate) => candidate.selectionId === selectionId);
  const quotes = selection ? quotesOf(selection) : [];
  const prices = (side: 'back' | 'lay') => quotes.filter((quote) => quote.side === side).map((quote) => quote.price);
  // The maker's lays are what bettors back, its backs what they lay.
  const lays = prices('lay');
  const backs = prices('back');
  return { back: lays.length > 0 ? Math.max(...lays) : null, lay: backs.length > 0 ? Math.min(...backs) : null };
}

/** A match's open markets as a bettor meets them, with each runner's fair price from the match's chances now. */
function openMarkets(published: PublishedMatch, match: LiveMatch): QuotedMarket[] {
  const fairOf = normalise(match.chances()).map((chance) => 1 / chance);
  const tie = match.tieChance();
  const tieFair = tie === null ? [] : normalise([tie, 1 - tie]).map((chance) => 1 / chance);
  return published.states.flatMap((state): QuotedMarket[] => {
    if (state.status !== 'open') return [];
    const fairs = state.spec.marketId === published.def.marketIds.tiedMatch ? tieFair : fairOf;
    if (state.view.kind === 'odds') {
      return [
        {
          name: state.spec.marketName,
          kind: 'exchange',
          runners: state.view.market.runners.map((runner, index) => ({
            outcome: outcomeOf(runner.selectionId),
            fair: fairs[index],
            ...makerBest(state, runner.selectionId),
          })),
        },
      ];
    }
    if (state.view.kind === 'bookmaker') {
      return [
        {
          name: state.spec.marketName,
          kind: 'bookmaker',
          // A suspended runner offers nothing: it cannot be backed or laid.
          runners: state.view.market.runners.map((runner, index) => {
            const offered = runner.status === 'ACTIVE';
            return {
              outcome: outcomeOf(runner.selectionId),
              fair: fairs[index],
              back: offered ? bookmakerDecimal(runner.back) : null,
              lay: offered ? bookmakerDecimal(runner.lay) : null,
            };
          }),
        },
      ];
    }
    return [];
  });
}

interface Sweep {
  breaches: string[];
  /** Open markets looked at, by kind and phase. */
  looked: Record<string, number>;
}

/** Runs one sport's feed on a fake clock and seeded random source, checking every match's open markets after each tick. */
async function sweepSport(sportId: SportId, seed: number, ticks: number): Promise<Sweep> {
  let now = START;
  let published: PublishedMatch[] = [];
  const feed = createSportsFeed({
    markets: fakeMarkets().service,
    now: () => now,
    random: seededRandom(seed),
    speed: SPEED,
    publish: (list) => (published = list),
    sportIds: [sportId],
  });
  const breaches: string[] = [];
  const looked: Record<string, number> = {};
  for (let tick = 0; tick < ticks; tick += 1) {
    now += TICK_MS;
    await feed.tick();
    const live = new Map(feed.matches().map((match) => [match.def.matchId, match]));
    for (const match of published) {
      const liveMatch = live.get(match.def.matchId);
      if (!liveMatch) continue;
      const markets = openMarkets(match, liveMatch);
      for (const market of markets) looked[`${market.kind} ${match.phase}`] = (looked[`${market.kind} ${match.phase}`] ?? 0) + 1;
      breaches.push(
        ...priceBreaches(markets).map((breach) => `${new Date(now).toISOString()} match ${match.def.matchId} (${match.phase}): ${breach}`),
      );
    }
  }
  return { breaches, looked };
}

/** Sport, id, feed ticks, the kinds of open market each must have shown over 500 times. Cricket's ball-by-ball pricing is the costliest tick, so it plays fewer. */
const SPORTS: [string, SportId, number, string[]][] = [
  ['cricket', 4, 300, ['exchange inPlay', 'bookmaker inPlay', 'bookmaker preMatch']],
  ['soccer', 1, TICKS, ['exchange inPlay', 'bookmaker inPlay', 'bookmaker preMatch']],
  ['tennis', 2, TICKS, ['exchange inPlay', 'exchange preMatch']],
];

describe('prices that lock no profit', () => {
  it.each(SPORTS)(
    'MKT-07 SRV-21 %s: at every tick each open market keeps back ≤ fair < lay (Bookmaker back < fair), its books, and no back above another market’s lay',
    async (_name, sportId, ticks, kinds) => {
      const { breaches, looked } = await sweepSport(sportId, 20 + sportId, ticks);
      expect(breaches.slice(0, 10)).toEqual([]);
      for (const kind of kinds) expect(looked[kind] ?? 0, kind).toBeGreaterThan(500);
    },
    120_000,
  );

  it('MKT-07 horse racing win markets: at every tick the best back stays below the best lay, the back book at least 100 %, the lay book at most 100 %', async () => {
    let now = START;
    let published: PublishedRace[] = [];
    const feed = createHorseFeed({
      markets: fakeMarkets().service,
      now: () => now,
      random: seededRandom(31),
      speed: 600,
      publish: (list) => (published = list),
    });
    const breaches: string[] = [];
    let looked = 0;
    for (let tick = 0; tick < RACING_TICKS; tick += 1) {
      now += TICK_MS;
      await feed.tick();
      for (const race of published.filter((candidate) => candidate.state.status === 'open')) {
        looked += 1;
        const market: QuotedMarket = {
          name: race.def.name,
          kind: 'exchange',
          runners: race.def.runners.map((runner) => ({
            outcome: String(runner.selectionId),
            ...makerBest(race.state, runner.selectionId),
          })),
        };
        breaches.push(...priceBreaches([market]));
      }
    }
    expect(breaches.slice(0, 10)).toEqual([]);
    expect(looked).toBeGreaterThan(10_000);
  }, 60_000);
});
