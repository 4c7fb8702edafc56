import { useSubscription } from 'observable-hooks';
import type { ReactNode } from 'react';
import { minMax$ } from '../../../../streams/limits/minMax$';
import { MatchContext, type MatchInfo } from './MatchContext';

/**
 * Gives a match's market blocks their `info`, and keeps the domain's stake limits loaded while they are on screen: a
 * tap on a price then opens a slip that has its limits at once, with no request and no second render in the tap.
 */
export function MatchProvider({ info, children }: { info: MatchInfo; children: ReactNode }) {
  useSubscription(minMax$);
  return <MatchContext.Provider value={info}>{children}</MatchContext.Provider>;
}
