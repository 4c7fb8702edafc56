import type { PricePoint, RunnerPriceHistory } from '../../../contract/sports';
import type { MarketState } from './marketState';

/**
 * Points kept per runner. A T20 moves a runner's price on most balls (about 240 in play plus a few dozen
 * pre-match drifts), so a typical match never thins; a long one is halved each time it passes the cap.
 */
export const MAX_HISTORY_POINTS = 200;

/**
 * Halves a history: keeps the first point (the opening price), every other point after it and the last
 * (the current price), so the shape over the whole market stays and the memory is bounded.
 */
export function thinned(points: readonly PricePoint[]): PricePoint[] {
  if (points.length <= 2) return [...points];
  const kept = points.filter((_, index) => index % 2 === 0);
  const last = points[points.length - 1];
  if (last && kept[kept.length - 1] !== last) kept.push(last);
  return kept;
}

interface Runner {
  selectionId: number;
  name: string;
}

/**
 * The last traded price of each runner of a Match Odds (or race win) market since it opened: one point per
 * change, thinned to at most `maxPoints` per runner. The simulated exchange matches at the best back price
 * while a market is open, so that is the runner's last traded price; a suspended market trades nothing.
 */
export function createPriceHistory(maxPoints = MAX_HISTORY_POINTS) {
  const markets = new Map<string, Map<number, { name: string; points: PricePoint[] }>>();

  function record(marketId: string, runner: Runner, at: number, price: number): void {
    let runners = markets.get(marketId);
    if (!runners) markets.set(marketId, (runners = new Map()));
    let history = runners.get(runner.selectionId);
    if (!history) runners.set(runner.selectionId, (history = { name: runner.name, points: [] }));
    if (history.points[history.points.length - 1]?.price === price) return;
    history.points.push({ at, price });
    if (history.points.length > maxPoints) history.points = thinned(history.points);
  }

  return {
    record,
    /** Records the market's trades at `at`: its runners' best back prices, if it is open. */
    trade({ spec, status }: Pick<MarketState, 'spec' | 'status'>, at: number): void {
      if (status !== 'open') return;
      for (const selection of spec.selections) if (selection.back !== null) record(spec.marketId, selection, at, selection.back);
    },
    /** The market's runners in the order first recorded; empty when the market has traded nothing yet. */
    of: (marketId: string): RunnerPriceHistory[] =>
      [...(markets.get(marketId) ?? [])].map(([selectionId, { name, points }]) => ({ selectionId, runner: name, points: [...points] })),
    /** Forgets a market that left the feed. */
    forget: (marketId: string): void => void markets.delete(marketId),
  };
}

export type PriceHistory = ReturnType<typeof createPriceHistory>;
