import type { MarketResult, MarketService } from '../../markets/types';
import type { MarketState } from './marketState';

interface Sent {
  status: MarketState['status'];
  prices: string;
  inPlay: boolean;
}

/**
 * Keeps the money core in step with the simulated markets, calling it only for what changed: open a new
 * market, reprice before resuming (no bet at an old price), suspend before repricing, close, settle once.
 */
export function createMarketSync(markets: MarketService, report: (error: unknown, what: string) => void) {
  const sent = new Map<string, Sent>();
  const settled = new Set<string>();

  async function guarded(what: string, work: () => Promise<unknown>): Promise<boolean> {
    try {
      await work();
      return true;
    } catch (error) {
      report(error, what);
      return false;
    }
  }

  async function sync(state: MarketState): Promise<void> {
    const { marketId } = state.spec;
    if (settled.has(marketId)) return;
    const prices = JSON.stringify(state.spec.selections);
    const inPlay = state.spec.inPlay === true;
    const before = sent.get(marketId);
    if (!before) {
      if (!(await guarded(`open ${marketId}`, () => markets.open(state.spec)))) return;
      sent.set(marketId, { status: 'open', prices, inPlay });
      return sync(state);
    }
    const repriced = before.prices !== prices || before.inPlay !== inPlay;
    if (state.status !== 'open' && before.status === 'open') await guarded(`suspend ${marketId}`, () => markets.suspend(marketId));
    if (repriced) await guarded(`reprice ${marketId}`, () => markets.reprice(marketId, state.spec.selections, inPlay));
    if (state.status === 'open' && before.status === 'suspended') await guarded(`resume ${marketId}`, () => markets.resume(marketId));
    if (state.status === 'closed' && before.status !== 'closed') await guarded(`close ${marketId}`, () => markets.close(marketId));
    sent.set(marketId, { status: state.status, prices, inPlay });
    // Issue 18: the market maker re-quotes an open exchange market after the model moved or its orders matched.
    if (state.status === 'open' && state.spec.kind === 'matchOdds') await guarded(`quote ${marketId}`, () => markets.quote(marketId));
  }

  async function settle(marketId: string, result: MarketResult): Promise<void> {
    if (settled.has(marketId) || !sent.has(marketId)) return;
    if (sent.get(marketId)?.status !== 'closed') await guarded(`close ${marketId}`, () => markets.close(marketId));
    if (await guarded(`settle ${marketId}`, () => markets.settle(marketId, result))) {
      settled.add(marketId);
      sent.delete(marketId);
    }
  }

  return { sync, settle, isOpen: (marketId: string) => sent.has(marketId) };
}

export type MarketSync = ReturnType<typeof createMarketSync>;
