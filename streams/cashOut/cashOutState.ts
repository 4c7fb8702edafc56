import type { ExistingBet } from '../../contract/bets';
import { matchedProfits, placedHedges, quoteCashOut, type CashOutUnavailable, type MatchedFill } from '../../contract/cashOut';
import type { OddsMarket, PriceSize } from '../../contract/sports';
import { isOpenStatus } from '../sports/marketStatus';

/** Why a market's position cannot be cashed out now. */
export type CashOutReason = 'suspended' | 'closed' | CashOutUnavailable;

export type CashOutState =
  /** `hedged`: the position is as level as whole-cent hedges make it: nothing is left to cash out. */
  | { readonly available: true; readonly value: number; readonly hedged: boolean }
  | { readonly available: false; readonly reason: CashOutReason };

/** A market's cash-out as a bettor sees it, and whether unmatched orders wait there (cancelled first). */
export interface CashOutView {
  readonly state: CashOutState;
  readonly unmatched: boolean;
}

/** The market type of every exchange market (Match Odds, Tied Match, horse racing win markets). */
export const EXCHANGE_MARKET_TYPE = 'Match Odds';

/** Bets on an exchange market are orders (with their matched part). */
export const isExchangeBet = (bet: ExistingBet): boolean => bet.markettype === EXCHANGE_MARKET_TYPE && bet.sizeMatched !== undefined;

/** The matched part of each exchange order, at its average matched price. */
export function matchedFills(bets: readonly ExistingBet[]): MatchedFill[] {
  return bets.flatMap((bet) =>
    isExchangeBet(bet) && (bet.sizeMatched ?? 0) > 0 && bet.averagePriceMatched
      ? [{ selectionId: bet.selectionId, side: bet.type, size: bet.sizeMatched ?? 0, price: bet.averagePriceMatched }]
      : [],
  );
}

/**
 * A ladder without the bettor's own waiting orders (a waiting back offers its stake to layers, a waiting lay to
 * backers): a hedge cannot match them (the server cancels them first), so they are no part of the price on offer.
 */
function withoutOwnOrders(levels: readonly PriceSize[], own: readonly ExistingBet[]): PriceSize[] {
  return levels.flatMap((level) => {
    const mine = own.filter((bet) => Math.abs(bet.price - level.price) < 1e-9).reduce((sum, bet) => sum + (bet.sizeRemaining ?? 0), 0);
    return level.size - mine > 1e-9 ? [{ price: level.price, size: level.size - mine }] : [];
  });
}

const waitingOn = (bets: readonly ExistingBet[], selectionId: number, side: 'back' | 'lay') =>
  bets.filter((bet) => isExchangeBet(bet) && bet.selectionId === selectionId && bet.type === side && (bet.sizeRemaining ?? 0) > 0);

const CLOSED = 'CLOSED';

/**
 * The cash-out of `fraction` of the bettor's matched position in one market (`bets`: the bettor's bets on it), at
 * the market's ladders now, after `commissionRate` on a positive net; null when the bettor holds no exchange order
 * there. A market missing from the odds answer, or whose status is not OPEN, cannot be hedged.
 */
export function cashOutState(
  market: OddsMarket | undefined,
  bets: readonly ExistingBet[],
  commissionRate: number,
  fraction: number,
): CashOutState | null {
  if (!bets.some(isExchangeBet)) return null;
  const fills = matchedFills(bets);
  if (fills.length === 0) return { available: false, reason: 'nothing-matched' };
  if (market === undefined) return { available: false, reason: 'suspended' };
  if (!isOpenStatus(market.status))
    return { available: false, reason: market.status.trim().toUpperCase() === CLOSED ? 'closed' : 'suspended' };
  const profits = matchedProfits(
    market.runners.map((runner) => runner.selectionId),
    fills,
  );
  const runners = market.runners.map((runner) => ({
    selectionId: runner.selectionId,
    profit: profits.get(runner.selectionId) ?? 0,
    toBack: withoutOwnOrders(runner.ex.availableToBack, waitingOn(bets, runner.selectionId, 'lay')),
    toLay: withoutOwnOrders(runner.ex.availableToLay, waitingOn(bets, runner.selectionId, 'back')),
  }));
  const quote = quoteCashOut(runners, commissionRate, fraction);
  // Matched bets that net to nothing on every runner (a back and a lay at one price): level at zero.
  if (!quote.available && quote.reason === 'nothing-matched') return { available: true, value: 0, hedged: true };
  if (!quote.available) return { available: false, reason: quote.reason };
  return { available: true, value: quote.value, hedged: placedHedges(runners, quote.hedges).length === 0 };
}
