import type { MarketSpec, MarketStatus, SelectionPrice } from '../../../../server/markets/types';
import { bruteForceExposure, profitOf, type StoredBet } from './bruteForce';
import type { BetCommand, Result, StatusChange } from './commands';

/** What the server must hold for one market, derived from the rules alone. */
export interface ModelMarket {
  spec: MarketSpec;
  status: MarketStatus;
  /** The user's open bets on the market. */
  bets: StoredBet[];
}

/** The user's money as the rules say it must be. */
export interface Model {
  balanceCents: number;
  exposureLimitCents: number;
  markets: ModelMarket[];
}

const isFinal = (status: MarketStatus) => status === 'settled' || status === 'void';

export const openBetsOf = (model: Model): StoredBet[] => model.markets.flatMap((market) => market.bets);

/** SRV-09 by enumeration over every market, with `extra` bets as if placed. */
export function exposureOf(model: Model, extra: StoredBet[] = []): number {
  const markets = new Map(
    model.markets.map((market) => [
      market.spec.marketId,
      { kind: market.spec.kind, selectionIds: market.spec.selections.map((s) => s.selectionId) },
    ]),
  );
  return bruteForceExposure([...openBetsOf(model), ...extra], markets);
}

/** A price or rate in hundredths, exactly (every price of the runs has at most two decimals). */
const hundredths = (price: number) => Math.round(price * 100);

/**
 * What the bet wins and risks in cents, worked from the rules in integers (stakes are whole rupees), apart from
 * the server's own pricing functions: casino and match odds win (price − 1) × stake, a casino or match odds lay
 * risks that; bookmaker rates and fancy sizes are per 100, so rate × stake / 100 rupees = rate × stake cents. A lay
 * wins the stake (OPEN-061); fancy uses the size, not the line (OPEN-127).
 */
function marginsInCents(kind: MarketSpec['kind'], type: 'back' | 'lay', price: number, size: number, stake: number) {
  const stakeCents = stake * 100;
  const perHundred = (kind === 'fancy' ? size : hundredths(price) / 100) * stake;
  const swing = kind === 'casino' || kind === 'matchOdds' ? (hundredths(price) - 100) * stake : perHundred;
  return type === 'back' ? { profit: swing, loss: stakeCents } : { profit: stakeCents, loss: swing };
}

/** CONST-02..05 OPEN-061 OPEN-127: the bet as stored, at the live price (fancy: the line; its size sets the margins). */
function betAtLivePrice(spec: MarketSpec, selection: SelectionPrice, type: 'back' | 'lay', stake: number): StoredBet | null {
  const price = type === 'back' ? selection.back : selection.lay;
  if (price === null || !(price > 0)) return null;
  const size = (type === 'back' ? selection.backSize : selection.laySize) ?? 0;
  const margins = marginsInCents(spec.kind, type, price, size, stake);
  return {
    market_id: spec.marketId,
    selection_id: selection.selectionId,
    type,
    price,
    favour_margin_cents: margins.profit,
    against_margin_cents: margins.loss,
  };
}

/**
 * SRV-13: the bet the server must take, or null when it must refuse: the market is not open, the price is not
 * the live one, or the exposure after it would leave balance − exposure below 0 or pass the user's limit.
 */
export function betTheRulesTake(model: Model, market: ModelMarket, command: BetCommand): StoredBet | null {
  if (market.status !== 'open' || command.stale) return null;
  const { spec } = market;
  const selection = spec.selections[command.selection % spec.selections.length] as SelectionPrice;
  const bet = betAtLivePrice(spec, selection, command.type, command.stake);
  if (!bet) return null;
  const exposure = exposureOf(model, [bet]);
  return model.balanceCents - exposure < 0 || exposure > model.exposureLimitCents ? null : bet;
}

/** The status the market service leaves after the change; a final market stays final. */
export function statusAfter(status: MarketStatus, change: StatusChange): MarketStatus {
  if (isFinal(status)) return status;
  if (change === 'suspend') return status === 'open' ? 'suspended' : status;
  if (change === 'resume') return status === 'suspended' ? 'open' : status;
  return 'closed';
}

/** The outcome a result names: void, a fancy line's runs, or one selection winning. */
export function outcomeOf(spec: MarketSpec, result: Result): { void: true } | { void: false; outcome: number } {
  if (result.void) return { void: true };
  if (spec.kind === 'fancy') return { void: false, outcome: result.pick % 121 };
  return { void: false, outcome: (spec.selections[result.pick % spec.selections.length] as SelectionPrice).selectionId };
}

/** SRV-35: settles the market's open bets once; a final market changes nothing. Returns whether it applied. */
export function settleInModel(model: Model, market: ModelMarket, result: Result): boolean {
  if (isFinal(market.status)) return false;
  const settled = outcomeOf(market.spec, result);
  if (!settled.void) {
    const net = market.bets.reduce((sum, bet) => sum + profitOf(bet, market.spec.kind, settled.outcome), 0);
    // The exchange (match odds) takes the default 2 % commission on net winnings of the market.
    const commission = market.spec.kind === 'matchOdds' && net > 0 ? Math.round((net * 2) / 100) : 0;
    model.balanceCents += net - commission;
  }
  market.bets = [];
  market.status = settled.void ? 'void' : 'settled';
  return true;
}
