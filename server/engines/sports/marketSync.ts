import type { Clock } from '../../clock';
import type { MarketResult, MarketService } from '../../markets/types';
import { nextBackoff, type Backoff } from '../retryDelay';
import type { MarketState } from './marketState';

interface Sent {
  status: MarketState['status'];
  prices: string;
  inPlay: boolean;
}

/**
 * Keeps the money core in step with the simulated markets, calling it only for what changed: open a new
 * market, suspend before repricing, reprice before resuming (no bet at an old price), close, settle once.
 * What the money core holds is recorded only after its call succeeded; a market whose call failed is left
 * alone until its backoff (on the engine's clock) has passed, then brought to the state of that moment. A
 * failed settlement is kept and retried the same way on the next sync, whichever market that is for.
 */
export function createMarketSync(markets: MarketService, report: (error: unknown, what: string) => void, now: Clock) {
  const sent = new Map<string, Sent>();
  const settled = new Set<string>();
  const unsettled = new Map<string, MarketResult>();
  const backoffs = new Map<string, Backoff>();

  const due = (marketId: string) => now() >= (backoffs.get(marketId)?.retryAt ?? 0);

  async function call(marketId: string, what: string, work: () => Promise<unknown>): Promise<boolean> {
    try {
      await work();
      backoffs.delete(marketId);
      return true;
    } catch (error) {
      report(error, `${what} ${marketId}`);
      backoffs.set(marketId, nextBackoff(backoffs.get(marketId), now()));
      return false;
    }
  }

  async function step(marketId: string, what: string, work: () => Promise<unknown>, after: Partial<Sent>): Promise<boolean> {
    const before = sent.get(marketId);
    if (!before || !(await call(marketId, what, work))) return false;
    sent.set(marketId, { ...before, ...after });
    return true;
  }

  async function sync(state: MarketState): Promise<void> {
    await retrySettlements();
    const { marketId } = state.spec;
    if (settled.has(marketId) || unsettled.has(marketId) || !due(marketId)) return;
    const prices = JSON.stringify(state.spec.selections);
    const inPlay = state.spec.inPlay === true;
    if (!sent.has(marketId)) {
      if (!(await call(marketId, 'open', () => markets.open(state.spec)))) return;
      sent.set(marketId, { status: 'open', prices, inPlay });
    }
    const at = () => sent.get(marketId) as Sent;
    if (
      state.status !== 'open' &&
      at().status === 'open' &&
      !(await step(marketId, 'suspend', () => markets.suspend(marketId), { status: 'suspended' }))
    )
      return;
    const repriced = at().prices !== prices || at().inPlay !== inPlay;
    if (repriced && !(await step(marketId, 'reprice', () => markets.reprice(marketId, state.spec.selections, inPlay), { prices, inPlay })))
      return;
    if (
      state.status === 'open' &&
      at().status === 'suspended' &&
      !(await step(marketId, 'resume', () => markets.resume(marketId), { status: 'open' }))
    )
      return;
    if (state.status === 'closed' && at().status !== 'closed')
      await step(marketId, 'close', () => markets.close(marketId), { status: 'closed' });
    // The market maker re-quotes an open exchange market after the model moved or its orders matched.
    if (state.status === 'open' && state.spec.kind === 'matchOdds') await call(marketId, 'quote', () => markets.quote(marketId));
  }

  async function settleNow(marketId: string, result: MarketResult): Promise<void> {
    if (!due(marketId)) return;
    if (sent.get(marketId)?.status !== 'closed' && !(await step(marketId, 'close', () => markets.close(marketId), { status: 'closed' })))
      return;
    if (!(await call(marketId, 'settle', () => markets.settle(marketId, result)))) return;
    settled.add(marketId);
    unsettled.delete(marketId);
    sent.delete(marketId);
  }

  async function retrySettlements(): Promise<void> {
    for (const [marketId, result] of [...unsettled]) await settleNow(marketId, result);
  }

  async function settle(marketId: string, result: MarketResult): Promise<void> {
    if (settled.has(marketId) || unsettled.has(marketId) || !sent.has(marketId)) return;
    unsettled.set(marketId, result);
    await settleNow(marketId, result);
  }

  return { sync, settle, isOpen: (marketId: string) => sent.has(marketId) };
}

export type MarketSync = ReturnType<typeof createMarketSync>;
