import { z } from 'zod';
import { idempotencyKey, nonEmptyText } from './http';
import { round2 } from './round';

/** One price level of a runner's ladder: the price and the stake on offer there. */
export interface LadderLevel {
  readonly price: number;
  readonly size: number;
}

/** A runner of a market in which the bettor holds a matched position, with the prices on offer now. */
export interface PositionRunner {
  readonly selectionId: number;
  /** The bettor's matched profit if this runner wins (negative: a loss). */
  readonly profit: number;
  /** Prices the bettor can back at now, best (highest) first. */
  readonly toBack: readonly LadderLevel[];
  /** Prices the bettor can lay at now, best (lowest) first. */
  readonly toLay: readonly LadderLevel[];
}

/** One order of a hedge: its stake, and the average price it matches at walking the ladder. */
export interface Hedge {
  readonly selectionId: number;
  readonly side: 'back' | 'lay';
  readonly stake: number;
  readonly averagePrice: number;
  /** The last ladder price the hedge reaches: its limit price as a fill-or-kill order. */
  readonly worstPrice: number;
}

export type CashOutUnavailable = 'nothing-matched' | 'not-enough-on-offer';

export type CashOutQuote =
  | {
      readonly available: true;
      /** What the hedge locks on every runner, before commission. */
      readonly locked: number;
      /** The cash-out value: the locked amount after the commission on a positive net, rounded to cents. */
      readonly value: number;
      readonly hedges: readonly Hedge[];
    }
  | { readonly available: false; readonly reason: CashOutUnavailable };

/** A matched bet (or the matched part of an order) as a position sees it. */
export interface MatchedFill {
  readonly selectionId: number;
  readonly side: 'back' | 'lay';
  readonly size: number;
  readonly price: number;
}

const EPSILON = 1e-9;

/** The bettor's profit on each runner if it wins, from the matched fills of one market. */
export function matchedProfits(selectionIds: readonly number[], fills: readonly MatchedFill[]): Map<number, number> {
  const profits = new Map(selectionIds.map((id) => [id, 0]));
  for (const fill of fills) {
    const sign = fill.side === 'back' ? 1 : -1;
    for (const id of selectionIds) {
      const change = id === fill.selectionId ? fill.size * (fill.price - 1) : -fill.size;
      profits.set(id, (profits.get(id) ?? 0) + sign * change);
    }
  }
  return profits;
}

interface LadderWalk {
  readonly stake: number;
  readonly worstPrice: number;
}

/** The stake whose payout (stake × price, level by level) reaches `payout`; null when the ladder holds too little. */
function walkLadder(payout: number, levels: readonly LadderLevel[]): LadderWalk | null {
  let remaining = payout;
  let stake = 0;
  for (const level of levels) {
    const taken = Math.min(remaining, level.size * level.price);
    stake += taken / level.price;
    remaining -= taken;
    if (remaining <= EPSILON * Math.max(1, payout)) return { stake, worstPrice: level.price };
  }
  return null;
}

/** The signed hedge on one runner that makes it pay `pivot`: a back when positive, a lay when negative. */
function hedgeTo(pivot: number, runner: PositionRunner): Hedge | null | undefined {
  const gap = pivot - runner.profit;
  if (Math.abs(gap) <= EPSILON * Math.max(1, Math.abs(pivot))) return undefined;
  const side = gap > 0 ? 'back' : 'lay';
  const walk = walkLadder(Math.abs(gap), side === 'back' ? runner.toBack : runner.toLay);
  if (!walk) return null;
  return {
    selectionId: runner.selectionId,
    side,
    stake: walk.stake,
    averagePrice: Math.abs(gap) / walk.stake,
    worstPrice: walk.worstPrice,
  };
}

interface Candidate {
  readonly locked: number;
  readonly hedges: readonly Hedge[];
}

/** Hedging every runner to pay `pivot` locks `pivot − Σ signed stakes` on every runner (null: not fillable). */
function lockAt(pivot: number, runners: readonly PositionRunner[]): Candidate | null {
  const hedges: Hedge[] = [];
  for (const runner of runners) {
    const hedge = hedgeTo(pivot, runner);
    if (hedge === null) return null;
    if (hedge) hedges.push(hedge);
  }
  const signedStakes = hedges.reduce((sum, hedge) => sum + (hedge.side === 'back' ? hedge.stake : -hedge.stake), 0);
  return { locked: pivot - signedStakes, hedges };
}

/** Cumulative payouts of a ladder's levels: where the hedge's average price changes slope. */
function levelBreaks(levels: readonly LadderLevel[]): number[] {
  let total = 0;
  return levels.map((level) => (total += level.size * level.price));
}

/**
 * The pivots to try. What the hedge locks, as a function of the pivot, is concave and piecewise linear (each
 * runner's stake is convex in it), so its best is at a break: a runner's own profit (that runner left unhedged) or
 * where a runner's hedge moves to the next ladder level. Only pivots between the position's worst and best runner
 * count: a hedge only moves each runner's profit towards the others', never past them into a new position (which,
 * on a back book under 100 %, would be an arbitrage as large as the ladder, not a cash out).
 */
function pivots(runners: readonly PositionRunner[]): number[] {
  const profits = runners.map((runner) => runner.profit);
  const [lowest, highest] = [Math.min(...profits), Math.max(...profits)];
  return runners
    .flatMap((runner) => [
      runner.profit,
      ...levelBreaks(runner.toBack).map((payout) => runner.profit + payout),
      ...levelBreaks(runner.toLay).map((payout) => runner.profit - payout),
    ])
    .filter((pivot) => pivot >= lowest && pivot <= highest);
}

const totalStake = (candidate: Candidate) => candidate.hedges.reduce((sum, hedge) => sum + hedge.stake, 0);

function better(candidate: Candidate, best: Candidate | null): boolean {
  if (!best) return true;
  if (candidate.locked > best.locked + EPSILON) return true;
  return Math.abs(candidate.locked - best.locked) <= EPSILON && totalStake(candidate) < totalStake(best);
}

/**
 * The cash-out ("green up") of a position: the hedge that locks the most on every runner at the prices on offer,
 * for `fraction` of the position (1: all of it), and its value after `commissionRate` (0.05 = 5 %) on a positive net.
 */
export function quoteCashOut(runners: readonly PositionRunner[], commissionRate: number, fraction = 1): CashOutQuote {
  const scaled = runners.map((runner) => ({ ...runner, profit: runner.profit * fraction }));
  if (scaled.every((runner) => Math.abs(runner.profit) < 0.005)) return { available: false, reason: 'nothing-matched' };
  let best: Candidate | null = null;
  for (const pivot of pivots(scaled)) {
    const candidate = lockAt(pivot, scaled);
    if (candidate && better(candidate, best)) best = candidate;
  }
  if (!best) return { available: false, reason: 'not-enough-on-offer' };
  const afterCommission = best.locked > 0 ? best.locked * (1 - commissionRate) : best.locked;
  return { available: true, locked: best.locked, value: round2(afterCommission), hedges: best.hedges };
}

/** Hedges are placed in whole cents. */
const CENT = 0.01;

/** How far apart the position's best and worst runners are, after `hedges` (each at its average price). */
function spreadAfter(runners: readonly PositionRunner[], hedges: readonly Hedge[]): number {
  const ids = runners.map((runner) => runner.selectionId);
  const change = matchedProfits(
    ids,
    hedges.map((hedge) => ({ selectionId: hedge.selectionId, side: hedge.side, size: hedge.stake, price: hedge.averagePrice })),
  );
  const profits = runners.map((runner) => runner.profit + (change.get(runner.selectionId) ?? 0));
  return Math.max(...profits) - Math.min(...profits);
}

/**
 * The quote's hedges as they are placed, in whole cents; none when, so placed, they would not bring the position's
 * best and worst runners a cent closer. What is left then is only what rounding earlier hedges to cents left behind:
 * the position is as level as whole-cent stakes make it, and cashing out again would trade cents back and forth.
 */
export function placedHedges(runners: readonly PositionRunner[], hedges: readonly Hedge[]): Hedge[] {
  const placed = hedges.map((hedge) => ({ ...hedge, stake: round2(hedge.stake) })).filter((hedge) => hedge.stake >= CENT);
  const levelled = spreadAfter(runners, []) - spreadAfter(runners, placed);
  return levelled >= CENT - EPSILON ? placed : [];
}

/** POST /bet/cashout (our addition): hedge `fraction` of the bettor's matched position in one exchange market. */
export const cashOutRequest = z.object({
  matchId: nonEmptyText(64),
  marketId: nonEmptyText(200),
  fraction: z.number().gt(0).max(1),
  /** The value the bettor saw and accepted: the hedge fills at it or better, or not at all. */
  value: z.number().finite(),
  idempotencyKey: idempotencyKey.optional(),
});
export type CashOutRequest = z.infer<typeof cashOutRequest>;

export const cashOutResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  /** The value locked (status true), or the value now on offer when the bettor's quote was refused. */
  data: z.object({ value: z.number().nullable(), betIds: z.array(z.string()) }).optional(),
});
export type CashOutResponse = z.infer<typeof cashOutResponse>;
