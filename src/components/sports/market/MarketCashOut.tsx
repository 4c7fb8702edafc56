import { useMemo } from 'react';
import { getMatchCashOut$ } from '../../../../streams/cashOut/getMatchCashOut$';
import { CashOutBar } from '../../cashOut/CashOutBar';
import type { CashOutSource } from '../../cashOut/cashOutSource';
import { useMatchInfo } from './MatchContext';

/** An exchange market's cash-out row on the match (or race) page, shown while the bettor holds orders on it. */
export function MarketCashOut({ marketId, marketName }: { marketId: string; marketName: string }) {
  const { key, eventName } = useMatchInfo();
  const source = useMemo<CashOutSource>(
    () => ({
      quoteOf: (fraction) => getMatchCashOut$(key, marketId, fraction),
      target: { matchId: key.matchId, marketId },
      label: [eventName, marketName].filter(Boolean).join(' · '),
    }),
    [key, marketId, eventName, marketName],
  );
  return <CashOutBar source={source} />;
}
