import type { BetsTable } from '../../../../server/db/schema';
import type { MarketKind } from '../../../../server/markets/types';

export type StoredBet = Pick<BetsTable, 'market_id' | 'selection_id' | 'type' | 'price' | 'favour_margin_cents' | 'against_margin_cents'>;

/** What one bet makes under an outcome (a selection id, or a fancy line's runs), straight from the rules (SRV-35, OPEN-045), not from the book. */
export function profitOf(bet: StoredBet, kind: MarketKind, outcome: number): number {
  const favour = Number(bet.favour_margin_cents);
  const against = Number(bet.against_margin_cents);
  const backWins = kind === 'fancy' ? outcome >= Number(bet.price) : outcome === Number(bet.selection_id);
  return backWins === (bet.type === 'back') ? favour : -against;
}

export interface BruteMarket {
  kind: MarketKind;
  selectionIds: number[];
}

/** Every run value 0..400 for fancy lines, every selection otherwise. */
const outcomesOf = (market: BruteMarket) =>
  market.kind === 'fancy' ? Array.from({ length: 401 }, (_, runs) => runs) : market.selectionIds;

/** SRV-09 by enumeration: per market the worst loss over all outcomes, summed over markets. */
export function bruteForceExposure(bets: readonly StoredBet[], markets: ReadonlyMap<string, BruteMarket>): number {
  const byMarket = new Map<string, StoredBet[]>();
  for (const bet of bets) byMarket.set(bet.market_id, [...(byMarket.get(bet.market_id) ?? []), bet]);
  let total = 0;
  for (const [marketId, marketBets] of byMarket) {
    const market = markets.get(marketId);
    if (!market) throw new Error(`unknown market ${marketId}`);
    const worst = Math.min(
      ...outcomesOf(market).map((outcome) => marketBets.reduce((sum, bet) => sum + profitOf(bet, market.kind, outcome), 0)),
    );
    total += Math.max(0, -worst);
  }
  return total;
}
