import type { BetPayload } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import { ApiError } from '../../errors';
import { fancyMarketId, type Market, type MarketKind, type SelectionPrice } from '../../markets/types';

const KIND_OF_PAYLOAD: Record<BetPayload['markettype'], MarketKind> = {
  Casino: 'casino',
  'Match Odds': 'matchOdds',
  Bookmaker: 'bookmaker',
  FANCY: 'fancy',
};

/** The market service id the bet names: fancy bets name the match and their line (BET-26). */
export const marketIdOfBet = (payload: BetPayload): string =>
  payload.markettype === 'FANCY' ? fancyMarketId(payload.marketId, payload.selectionId) : payload.marketId;

/** SRV-13: the bet must name the market as it is (kind, sport or table, match). */
export function assertBetFitsMarket(payload: BetPayload, market: Market | undefined): asserts market is Market {
  if (!market) throw new ApiError(404, strings.betMarketNotFound);
  const fits =
    KIND_OF_PAYLOAD[payload.markettype] === market.kind && payload.eventId === market.eventId && payload.matchId === market.matchId;
  if (!fits) throw new ApiError(400, strings.betDoesNotMatchMarket);
}

/**
 * SRV-13: the market takes bets (open, within the round's betting window, the casino round the bet names) and
 * so does the selection.
 */
export function assertTradable(payload: BetPayload, market: Market, now: number): SelectionPrice {
  if (market.status === 'suspended') throw new ApiError(409, strings.betMarketSuspended);
  const windowOver = market.betsCloseAt != null && now >= Date.parse(market.betsCloseAt);
  if (market.status !== 'open' || windowOver) throw new ApiError(409, strings.betMarketClosed);
  if (payload.markettype === 'Casino' && payload.roundId !== market.roundId) throw new ApiError(409, strings.betRoundChanged);
  const selection = market.selections.find((candidate) => candidate.selectionId === payload.selectionId);
  if (!selection) throw new ApiError(404, strings.betSelectionNotFound);
  if (selection.suspended) throw new ApiError(409, strings.betMarketSuspended);
  return selection;
}
