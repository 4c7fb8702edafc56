import type { CasinoResult } from '../../../contract/casino';
import { isoAt, type Clock } from '../../clock';
import type { MarketService } from '../../markets/types';
import { nextBackoff, retryDelayMs, type Backoff } from '../retryDelay';
import { sha256Hex } from './deck';
import { dealRound, type Deal } from './game';
import { roundMarkets } from './roundMarkets';
import type { RoundStart, RoundStore } from './roundStore';
import { roundIdSuffix, type TableDef } from './tables';
import { closeTickOf, momentOf, resultTickOf, type RoundMoment } from './timeline';

/** How many settled rounds the table keeps for its result lists (OPEN-082 shows 10). */
export const RESULT_HISTORY = 20;

type RetriedCall = () => Promise<boolean>;

/** A round whose result is known but whose bets the market service has not settled yet. */
interface UnsettledRound extends Backoff {
  round: RoundStart;
  deal: Deal;
}

export interface LiveRound {
  mid: string;
  hash: string;
  deal: Deal;
  moment: RoundMoment;
}

/** What the table shows now: the round (null before the first) and the results, newest first. */
export interface TableState {
  def: TableDef;
  round: LiveRound | null;
  results: CasinoResult[];
}

export interface TableLoopDeps {
  markets: MarketService;
  rounds: RoundStore;
  now: Clock;
  /** How long one tick lasts on `now`: a round's markets are stored with the moment its betting closes. */
  tickMs: number;
  /** A fresh, unpredictable seed string per round (crypto in the server, a counter in tests). */
  newSeed: () => string;
  onError?: (error: unknown, what: string) => void;
}

export const resultItem = (mid: string, deal: Deal, seed: string): CasinoResult => ({
  mid,
  result: deal.outcome.result,
  cards: deal.cards.join(','),
  win: deal.outcome.win,
  seed,
});

/**
 * One table's dealer: each `step()` is one tick. Rounds get a new mid and seed (its hash published at once),
 * count down, close, turn the cards, settle through the money core and join the results. `recover()` first
 * finishes rounds an earlier dealer left unsettled, from their stored seeds.
 */
export function createTableLoop(def: TableDef, deps: TableLoopDeps) {
  const money = roundMarkets(deps.markets, def);
  const report = deps.onError ?? (() => undefined);
  let results: CasinoResult[] = [];
  let current: (RoundStart & { deal: Deal; tick: number; open: RetriedCall; close: RetriedCall }) | null = null;
  let lastStartedAt = 0;
  let unsettled: UnsettledRound[] = [];
  let starting: Backoff | undefined;

  async function guarded(what: string, work: () => Promise<void>): Promise<boolean> {
    try {
      await work();
      return true;
    } catch (error) {
      report(error, `${def.key} ${what}`);
      return false;
    }
  }

  /** A call the round must get through: made when due, again after each failure with backoff; true once done. */
  function retried(what: string, work: () => Promise<void>): RetriedCall {
    let backoff: Backoff | undefined;
    let done = false;
    return async () => {
      if (done || (backoff && deps.now() < backoff.retryAt)) return done;
      done = await guarded(what, work);
      backoff = done ? undefined : nextBackoff(backoff, deps.now());
      return done;
    };
  }

  /** Settles the round's bets, then stores its end (a round stored as ended is never settled again by recover()). */
  async function settle(round: RoundStart, deal: Deal): Promise<boolean> {
    if (!(await guarded(`settle ${round.mid}`, () => money.settle(deal.outcome)))) return false;
    const item = resultItem(round.mid, deal, round.seed);
    await guarded(`store ${round.mid}`, () =>
      deps.rounds.saveEnd({ mid: round.mid, cards: item.cards, win: item.win, result: item.result, settledAt: deps.now() }),
    );
    return true;
  }

  /**
   * The result is shown at once; a settlement that fails is retried with backoff, and the table holds the
   * finished round on screen until it succeeds (the next round's markets cannot open over unsettled bets).
   */
  async function finish(round: RoundStart, deal: Deal): Promise<void> {
    results = [resultItem(round.mid, deal, round.seed), ...results.filter((result) => result.mid !== round.mid)].slice(0, RESULT_HISTORY);
    if (!(await settle(round, deal))) unsettled.push({ round, deal, failures: 1, retryAt: deps.now() + retryDelayMs(1) });
  }

  async function retrySettlements(): Promise<void> {
    const due = unsettled.filter((entry) => deps.now() >= entry.retryAt);
    for (const entry of due) {
      if (await settle(entry.round, entry.deal)) unsettled = unsettled.filter((other) => other !== entry);
      else Object.assign(entry, nextBackoff(entry, deps.now()));
    }
  }

  /** A round whose dealer stopped is closed (until that succeeds, recover() fails and is tried again), then finished. */
  async function recover(): Promise<void> {
    for (const round of await deps.rounds.unsettled(def.key)) {
      await money.close();
      await finish(round, dealRound(def.rules, round.seed));
    }
    const stored = await deps.rounds.recentResults(def.key, RESULT_HISTORY);
    results = [...results.filter((result) => !stored.some((other) => other.mid === result.mid)), ...stored].slice(0, RESULT_HISTORY);
    lastStartedAt = await deps.rounds.latestStart(def.key);
  }

  /** A round starts once it is stored (a failure is retried with backoff); its markets take bets until its close. */
  async function startRound(): Promise<void> {
    if (starting && deps.now() < starting.retryAt) return;
    const seed = deps.newSeed();
    const startedAt = Math.max(deps.now(), lastStartedAt + 1);
    const start: RoundStart = {
      mid: `${startedAt}${roundIdSuffix(def)}`,
      tableKey: def.key,
      eventId: def.eventId,
      hash: sha256Hex(seed),
      seed,
      startedAt,
    };
    if (!(await guarded(`start ${start.mid}`, () => deps.rounds.saveStart(start)))) {
      starting = nextBackoff(starting, deps.now());
      return;
    }
    starting = undefined;
    lastStartedAt = startedAt;
    const betsCloseAt = isoAt(startedAt + closeTickOf(def) * deps.tickMs);
    current = {
      ...start,
      deal: dealRound(def.rules, seed),
      tick: 0,
      open: retried(`open ${start.mid}`, () => money.open(start.mid, betsCloseAt)),
      close: retried(`close ${start.mid}`, money.close),
    };
    await current.open();
  }

  async function step(): Promise<void> {
    if (unsettled.length > 0) await retrySettlements();
    if (!current || momentOf(def, current.tick, current.deal.turns.length).finished) {
      if (unsettled.length === 0) await startRound();
      return;
    }
    // Markets that failed to open are retried while betting lasts. No card is turned before the round's markets
    // are closed durably: the round waits at its close.
    if (current.tick < closeTickOf(def)) await current.open();
    else if (!(await current.close())) return;
    current.tick += 1;
    if (current.tick === closeTickOf(def)) await current.close();
    if (current.tick === resultTickOf(def, current.deal.turns.length)) await finish(current, current.deal);
  }

  function state(): TableState {
    const round = current && {
      mid: current.mid,
      hash: current.hash,
      deal: current.deal,
      moment: momentOf(def, current.tick, current.deal.turns.length),
    };
    return { def, round, results };
  }

  return { recover, step, state };
}

export type TableLoop = ReturnType<typeof createTableLoop>;
