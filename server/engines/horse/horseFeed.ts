import { showBookLevels } from '../sports/bookViews';
import type { OddsMarket, RunnerPriceHistory } from '../../../contract/sports';
import type { Clock } from '../../clock';
import type { MarketService, MarketSpec } from '../../markets/types';
import { modelLadderOf } from '../sports/modelLadder';
import type { MarketState } from '../sports/marketState';
import { wireStatus } from '../sports/marketState';
import { createMarketSync } from '../sports/marketSync';
import { createPriceHistory } from '../sports/priceHistory';
import { weighted, type Random } from '../sports/random';
import { COURSES } from './courses';
import { fastStarts, meetingStarts } from './meetings';
import { createRace, marketMove, openingChances, racePhase, type RaceDef, type RacePhase } from './race';

const MINUTE = 60_000;
/** The schedule shows the next four hours. */
export const HORIZON_MS = 4 * 60 * MINUTE;
/** A finished race stays in the schedule (CLOSED, hidden by the client) this long. */
const KEEP_FINISHED_MS = 15 * MINUTE;

export const HORSE_SPORT_ID = 135;
export const HORSE_MARKET_NAME = 'Match Odds';

export interface PublishedRace {
  def: RaceDef;
  phase: RacePhase;
  state: MarketState & { view: { kind: 'odds'; market: OddsMarket } };
  /** The win market's runners' last traded prices since it opened. */
  priceHistory: RunnerPriceHistory[];
}

export interface HorseFeedDeps {
  markets: MarketService;
  now: Clock;
  random: Random;
  speed: number;
  publish: (races: PublishedRace[], at: number) => void;
  onError?: (error: unknown, what: string) => void;
}

interface Entry {
  def: RaceDef;
  /** Each runner's chance as the prices show it; frozen from the suspension before the off. */
  chances: number[];
  /** Drawn from `chances` when betting suspends before the off. */
  winnerIndex: number | null;
  settled: boolean;
}

const statusOf = (phase: RacePhase): MarketState['status'] => (phase === 'open' ? 'open' : phase === 'finished' ? 'closed' : 'suspended');

/**
 * The racing feed: every course runs its meeting, a race each half hour of its local afternoon (around the clock,
 * each half hour divided by `speed`, on a sped-up clock), rolling forward; a race's
 * win market is open until two minutes before the off, suspended while the horses load and run, then closed
 * and settled on the winner through the money core.
 */
export function createHorseFeed(deps: HorseFeedDeps) {
  const sync = createMarketSync(deps.markets, deps.onError ?? (() => undefined), deps.now);
  const races = new Map<string, Entry>();
  const lastStart = new Map<string, number>();
  const history = createPriceHistory();
  let nextId = 240_000_000 + Math.floor(deps.random() * 9_000_000) * 10;
  let nextSelectionId = 50_000_000 + Math.floor(deps.random() * 1_000_000) * 20;

  function replenish(now: number): void {
    for (const course of COURSES) {
      const from = (lastStart.get(course.courseId) ?? now - 1) + 1;
      const to = now + HORIZON_MS / deps.speed;
      for (const start of deps.speed === 1 ? meetingStarts(course, from, to) : fastStarts(course, from, to, deps.speed)) {
        const def = createRace(`1.${(nextId += 1)}`, course, start, deps.random, () => (nextSelectionId += 1));
        races.set(def.gmid, { def, chances: openingChances(def), winnerIndex: null, settled: false });
        lastStart.set(course.courseId, start);
      }
    }
  }

  function stateOf(entry: Entry, phase: RacePhase): PublishedRace['state'] {
    const { def } = entry;
    const status = statusOf(phase);
    const { chances } = entry;
    const runners = def.runners.map((runner, index) => ({
      selectionId: runner.selectionId,
      runner: runner.name,
      status: 'ACTIVE',
      ex: modelLadderOf(chances[index] ?? 0, deps.random, def.liquidity),
    }));
    const spec: MarketSpec = {
      marketId: def.gmid,
      kind: 'matchOdds',
      eventId: HORSE_SPORT_ID,
      leagueId: def.course.courseId,
      matchId: def.gmid,
      eventName: `${def.course.name} - ${def.name}`,
      sportsName: 'Horse Racing',
      marketName: HORSE_MARKET_NAME,
      inPlay: phase === 'running',
      selections: runners.map((runner) => ({
        selectionId: runner.selectionId,
        name: runner.runner,
        back: runner.ex.availableToBack[0]?.price ?? null,
        lay: runner.ex.availableToLay[0]?.price ?? null,
        quoteSize: def.liquidity,
      })),
    };
    const nearness = Math.min(1, Math.max(0.05, 1 - (def.startsAt - deps.now()) / (HORIZON_MS / deps.speed)));
    const totalMatched = Math.round(def.liquidity * def.runners.length * 60 * nearness * 100) / 100;
    return {
      spec,
      status,
      view: {
        kind: 'odds',
        market: {
          marketId: def.gmid,
          marketName: HORSE_MARKET_NAME,
          status: wireStatus(status),
          totalMatched,
          runners,
          inplay: phase === 'running',
        },
      },
    };
  }

  async function tick(): Promise<PublishedRace[]> {
    const now = deps.now();
    replenish(now);
    const published: PublishedRace[] = [];
    for (const [gmid, entry] of races) {
      const phase = racePhase(entry.def, now, deps.speed);
      if (phase === 'finished' && entry.settled && now > entry.def.startsAt + KEEP_FINISHED_MS / deps.speed) {
        races.delete(gmid);
        history.forget(gmid);
        continue;
      }
      if (phase === 'open' && deps.random() < 0.05) entry.chances = marketMove(entry.chances, deps.random);
      if (phase !== 'open' && entry.winnerIndex === null) entry.winnerIndex = weighted(deps.random, entry.chances);
      const state = stateOf(entry, phase);
      await sync.sync(state);
      if (phase === 'finished' && !entry.settled) {
        const winner = entry.def.runners[entry.winnerIndex ?? -1];
        if (winner) await sync.settle(gmid, { kind: 'winner', selectionId: winner.selectionId });
        entry.settled = true;
      }
      history.trade(state, now);
      published.push({ def: entry.def, phase, state, priceHistory: history.of(gmid) });
    }
    await showBookLevels(
      deps.markets,
      published.map((race) => race.state),
    ).catch((error: unknown) => deps.onError?.(error, 'book levels'));
    deps.publish(published, now);
    return published;
  }

  return { tick };
}
