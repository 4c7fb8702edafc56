import type { Clock } from '../../clock';
import type { RunnerPriceHistory } from '../../../contract/sports';
import type { MarketService } from '../../markets/types';
import type { SportId } from './catalogue';
import type { ScoreView } from './games';
import { createLiveMatch, type LiveMatch, type MatchDef, type MatchPhase } from './liveMatch';
import { decidedFancy, matchMarketStates, matchResults } from './matchMarkets';
import { showBookLevels } from './bookViews';
import type { MarketState } from './marketState';
import { createMarketSync } from './marketSync';
import { createPriceHistory } from './priceHistory';
import type { Random } from './random';
import { createScheduler, SPORT_IDS } from './schedule';

/** A completed match stays listed (declared, markets CLOSED) this long before it leaves the feed. */
export const KEEP_COMPLETED_MS = 3 * 60_000;

/** What the feed publishes after each tick, for the public snapshots. */
export interface PublishedMatch {
  def: MatchDef;
  phase: MatchPhase;
  /** Every market of the match has been settled. */
  declared: boolean;
  states: MarketState[];
  score: ScoreView;
  /** The Match Odds runners' last traded prices since the market opened. */
  priceHistory: RunnerPriceHistory[];
}

export interface SportsFeedDeps {
  markets: MarketService;
  now: Clock;
  random: Random;
  /** 1 = real time; 60 = a minute of play per second (tests, demos). */
  speed: number;
  publish: (matches: PublishedMatch[], at: number) => void;
  onError?: (error: unknown, what: string) => void;
  /** The sports this feed simulates (all three by default). */
  sportIds?: readonly SportId[];
}

interface Entry {
  match: LiveMatch;
  declared: boolean;
}

/**
 * The sports feed: keeps each sport's fixture list full (today, tomorrow, later), moves every match through
 * pre-match → in play → completed, keeps its markets in the money core (opened, repriced, suspended, closed,
 * settled) and publishes what the public routes serve. One `tick()` per second in the server; tests call it.
 */
export function createSportsFeed(deps: SportsFeedDeps) {
  const report = deps.onError ?? (() => undefined);
  const sync = createMarketSync(deps.markets, report, deps.now);
  const scheduler = createScheduler(deps.random, deps.speed);
  const entries = new Map<string, Entry>();
  const history = createPriceHistory();
  let filled = false;

  function replenish(now: number): void {
    for (const sportId of deps.sportIds ?? SPORT_IDS) {
      const starts = [...entries.values()]
        .filter((entry) => entry.match.def.sportId === sportId && entry.match.phase() !== 'completed')
        .map((entry) => entry.match.def.startsAt);
      for (const def of scheduler.fill(sportId, starts, now, !filled))
        entries.set(def.matchId, { match: createLiveMatch(def, deps.random, deps.speed), declared: false });
    }
    filled = true;
  }

  async function settleDecided(entry: Entry): Promise<void> {
    for (const [marketId, value] of decidedFancy(entry.match)) await sync.settle(marketId, { kind: 'runs', value });
    if (entry.match.phase() !== 'completed' || entry.declared) return;
    for (const [marketId, result] of matchResults(entry.match)) await sync.settle(marketId, result);
    entry.declared = true;
  }

  async function tick(): Promise<PublishedMatch[]> {
    const now = deps.now();
    replenish(now);
    const published: PublishedMatch[] = [];
    for (const [matchId, entry] of entries) {
      const { match } = entry;
      match.advance(now);
      const completedAt = match.completedAt();
      if (entry.declared && completedAt !== null && now - completedAt > Math.max(KEEP_COMPLETED_MS / deps.speed, 10_000)) {
        entries.delete(matchId);
        history.forget(match.def.marketIds.matchOdds);
        continue;
      }
      const states = matchMarketStates(match, now, deps.random);
      for (const state of states) await sync.sync(state);
      await settleDecided(entry);
      const matchOdds = states.find((state) => state.spec.marketId === match.def.marketIds.matchOdds);
      if (matchOdds) history.trade(matchOdds, now);
      const priceHistory = history.of(match.def.marketIds.matchOdds);
      published.push({ def: match.def, phase: match.phase(), declared: entry.declared, states, score: match.sim.view(), priceHistory });
    }
    await showBookLevels(
      deps.markets,
      published.flatMap((match) => match.states),
    ).catch((error: unknown) => report(error, 'book levels'));
    deps.publish(published, now);
    return published;
  }

  return { tick, matches: () => [...entries.values()].map((entry) => entry.match) };
}

export type SportsFeed = ReturnType<typeof createSportsFeed>;
