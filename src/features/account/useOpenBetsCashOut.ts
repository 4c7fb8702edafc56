import { useMemo } from 'react';
import type { LiveBet } from '../../../contract/bets';
import { marketLabel } from '../../../streams/account/marketBets';
import { EXCHANGE_MARKET_TYPE } from '../../../streams/cashOut/cashOutState';
import { getOpenBetsCashOut$ } from '../../../streams/cashOut/getOpenBetsCashOut$';
import type { CashOutSource } from '../../components/cashOut/cashOutSource';

/** An open exchange market's cash-out (its trade's _id is the market's id); null for any other market. */
export function useOpenBetsCashOut(trade: LiveBet): CashOutSource | null {
  const { _id: marketId, eventId, legueId: leagueId, matchId, markettype } = trade;
  const label = marketLabel(trade);
  return useMemo(
    () =>
      markettype === EXCHANGE_MARKET_TYPE
        ? {
            quoteOf: (fraction: number) => getOpenBetsCashOut$({ eventId, leagueId, matchId, marketId }, fraction),
            target: { matchId, marketId },
            label,
          }
        : null,
    [marketId, eventId, leagueId, matchId, markettype, label],
  );
}
