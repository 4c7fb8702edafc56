import type { Market, MarketResult, MarketService, MarketSpec, SelectionPrice } from '../../../../../server/markets/types';

/** A market service that remembers every market and call, for simulator tests without a database. */
export function fakeMarkets() {
  const markets = new Map<string, Market>();
  const settlements = new Map<string, MarketResult>();
  const calls: string[] = [];
  const at = new Date(0).toISOString();
  const update = (marketId: string, change: Partial<Market>) => {
    const market = markets.get(marketId);
    if (!market) throw new Error(`no market ${marketId}`);
    markets.set(marketId, { ...market, ...change });
  };
  const service: MarketService = {
    open: async (spec: MarketSpec) => {
      calls.push(`open ${spec.marketId}`);
      const market = { ...spec, status: 'open' as const, openedAt: at, updatedAt: at };
      markets.set(spec.marketId, market);
      return market;
    },
    reprice: async (marketId: string, selections: SelectionPrice[], inPlay?: boolean) =>
      update(marketId, { selections, ...(inPlay === undefined ? {} : { inPlay }) }),
    suspend: async (marketId) => {
      calls.push(`suspend ${marketId}`);
      update(marketId, { status: 'suspended' });
    },
    resume: async (marketId) => {
      calls.push(`resume ${marketId}`);
      update(marketId, { status: 'open' });
    },
    close: async (marketId) => update(marketId, { status: 'closed' }),
    settle: async (marketId, result) => {
      const applied = !settlements.has(marketId);
      settlements.set(marketId, result);
      update(marketId, { status: 'settled' });
      return { marketId, applied, betsSettled: 0 };
    },
    get: async (marketId) => markets.get(marketId),
    quote: async () => undefined,
    levels: async () => new Map(),
  };
  return { service, markets, settlements, calls };
}
