import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { of, switchMap } from 'rxjs';
import { headerGameStatus } from '../../../../streams/sports/marketStatus';
import type { MatchKey } from '../../../../streams/sports/match/matchKey';
import { getOddsLayout$, getOddsMarketState$ } from '../../../../streams/sports/match/oddsSlices';

/** MKT-06: the first market's status — "Game Started" when open (and in play by the feed), "SUSPENDED" when there is none. */
export function useGameStatus(key: MatchKey, feedInPlay: boolean | undefined): string {
  const status$ = useMemo(
    () => getOddsLayout$(key).pipe(switchMap((layout) => (layout?.[0] ? getOddsMarketState$(key, layout[0].marketId) : of(undefined)))),
    [key],
  );
  const state = useObservableState(status$);
  return headerGameStatus(state ? [{ ...state, inplay: feedInPlay }] : []);
}
