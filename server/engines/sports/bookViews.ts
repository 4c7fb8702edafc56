import type { MarketService } from '../../markets/types';
import type { MarketState } from './marketState';

/**
 * An exchange market's odds view shows its order book: each runner's best three levels each side with
 * the total size waiting there (bettors' orders and the market maker's alike), in place of the model's ladder.
 * Markets the service reports no book for keep the model's view.
 */
export async function showBookLevels(markets: MarketService, states: readonly MarketState[]): Promise<void> {
  const odds = states.flatMap((state) => (state.view.kind === 'odds' && state.spec.kind === 'matchOdds' ? [state.view.market] : []));
  if (odds.length === 0) return;
  const levels = await markets.levels(odds.map((market) => market.marketId));
  for (const market of odds) {
    const runners = levels.get(market.marketId);
    if (!runners) continue;
    for (const runner of market.runners) runner.ex = runners.get(runner.selectionId) ?? { availableToBack: [], availableToLay: [] };
  }
}
