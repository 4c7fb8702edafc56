import { useMemo } from 'react';
import { getMatchCashOut$ } from '../../../../streams/cashOut/getMatchCashOut$';
import { CashOutBar } from '../../cashOut/CashOutBar';
import type { CashOutSource } from '../../cashOut/cashOutSource';
import { useMatchInfo } from './MatchContext';

/** An exchange market's cash-out row on the match (or race) page, shown while the bettor holds orders on it. */
export function MarketCashOut({ marketId }: { marketId: string }) {
  const { key } = useMatchInfo();
  const source = useMemo<CashOutSource>(
    () => ({ quoteOf: (fraction) => getMatchCashOut$(key, marketId, fraction), target: { matchId: key.matchId, marketId } }),
    [key, marketId],
  );
  return <CashOutBar source={source} />;
}
