import type { ExistingBet, LiveBet } from '../../contract/bets';

/** One open market and the user's open bets on it. */
export interface MarketBets {
  trade: LiveBet;
  /** undefined until its match's bet list has answered. */
  bets: ExistingBet[] | undefined;
}

/**
 * Whether a bet of the trade's match is on the trade's market: by market name (our addition to both answers),
 * else by market type, as a server without the addition tells them apart.
 */
export const isBetOfTrade = (trade: LiveBet, bet: ExistingBet): boolean =>
  trade.marketName !== undefined && bet.marketName !== undefined
    ? bet.marketName === trade.marketName
    : bet.markettype === trade.markettype;

/** SHELL-33: each open market with its bets, from the bet lists of the markets' matches (keyed by matchId). */
export function groupBetsByMarket(trades: readonly LiveBet[], betsByMatch: ReadonlyMap<string, ExistingBet[] | undefined>): MarketBets[] {
  return trades.map((trade) => ({
    trade,
    bets: betsByMatch.get(trade.matchId)?.filter((bet) => isBetOfTrade(trade, bet)),
  }));
}

/** The market as listed: the event and the market's own name (our addition), else its type. */
export const marketLabel = (trade: LiveBet): string => `${trade.event} · ${trade.marketName ?? trade.markettype}`;
