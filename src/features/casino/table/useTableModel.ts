import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { of } from 'rxjs';
import type { CasinoGame } from '../../../../contract/casino';
import { isLoggedIn$ } from '../../../../streams/auth/isLoggedIn$';
import { countdown$ } from '../../../../streams/casino/countdown$';
import { isBetLocked$ } from '../../../../streams/casino/isBetLocked$';
import { tableMarkets } from '../../../../streams/casino/lucky7Markets';
import { roundBets$ } from '../../../../streams/casino/roundBets$';
import type { TableFeed } from '../../../../streams/casino/tableFeed';
import { CASINO_TABLES, type CasinoTableId } from '../../../../streams/casino/tables';
import { getBetDetails$ } from '../../../../streams/sports/getBetDetails$';
import { useSettlementRefresh } from './useSettlementRefresh';

const NO_BETS = { bets: [], positions: new Map<number, number>() };

/** Everything a table screen shows, from its feed: round, runners, countdown, lock, the user's round bets. */
export function useTableModel(table: CasinoTableId, game: CasinoGame, feed: TableFeed) {
  const streams = useMemo(() => {
    const clock$ = countdown$(table, feed.live$);
    const betDetails$ = getBetDetails$(game.matchId);
    return {
      countdown$: clock$,
      lock$: isBetLocked$({ table, live$: feed.live$, countdown$: clock$ }),
      /** CAS-ALL-13 CAS-ALL-14: one selection's lock — its gstatus and its market's suspended flag count too. */
      selectionLock$: (sid: number, marketSuspended: boolean) =>
        isBetLocked$({ table, live$: feed.live$, countdown$: clock$, marketSuspended$: of(marketSuspended) }, sid),
      betDetails$,
      bets$: roundBets$(table, feed.live$, betDetails$),
    };
  }, [table, feed, game.matchId]);
  useSettlementRefresh(feed.results$, streams.betDetails$);
  const live = useObservableState(feed.live$);
  const results = useObservableState(feed.results$, []);
  const countdown = useObservableState(streams.countdown$, CASINO_TABLES[table].countdownStart);
  const lock = useObservableState(streams.lock$);
  const roundBets = useObservableState(streams.bets$, NO_BETS);
  const loggedIn = useObservableEagerState(isLoggedIn$);
  const markets = useMemo(() => tableMarkets(table, game), [table, game]);
  return {
    round: live?.data?.t1[0],
    runners: live?.data?.t2 ?? [],
    results,
    countdown,
    lock$: streams.lock$,
    selectionLock$: streams.selectionLock$,
    locked: lock?.locked ?? true,
    roundBets,
    loggedIn,
    markets,
  };
}

export type TableModel = ReturnType<typeof useTableModel>;
