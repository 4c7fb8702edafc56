import type { BookmakerMarket, FancyItem, OddsMarket } from '../../../contract/sports';
import type { MarketResult, MarketSpec } from '../../markets/types';

/** What a market should be now: its spec and prices for the money core, its status, and its public view. */
export interface MarketState {
  spec: MarketSpec;
  status: 'open' | 'suspended' | 'closed';
  view: { kind: 'odds'; market: OddsMarket } | { kind: 'bookmaker'; market: BookmakerMarket } | { kind: 'fancy'; item: FancyItem };
}

/** A market whose result is known, to be settled through the money core. */
export interface MarketSettlement {
  spec: MarketSpec;
  result: MarketResult;
}

/** The wire status of a market state (the spec's entities: OPEN, SUSPENDED, CLOSED). */
export const wireStatus = (status: MarketState['status']): string => status.toUpperCase();
