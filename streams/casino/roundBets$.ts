import { combineLatest, distinctUntilChanged, map, merge, scan, type Observable } from 'rxjs';
import type { ExistingBet } from '../../contract/bets';
import type { CasinoLive } from '../../contract/casino';
import type { Result } from '../core/result';
import { goodLiveData, roundHeaders } from './liveRound';
import { marketPositions } from './marketPositions';
import { currentRoundBets, INITIAL_ROUND_STATE, roundBetsReducer, type RoundEvent } from './roundBetsReducer';
import { CASINO_TABLES, type CasinoTableId } from './tables';

export interface RoundBets {
  /** CAS-ALL-12: the user's bets of the current round. */
  bets: ExistingBet[];
  /** OPEN-079 CAS-ALL-03: each runner's (sid) profit/loss over those bets of its own market. */
  positions: Map<number, number>;
}

/**
 * CAS-ALL-11 CAS-ALL-12 OPEN-095 OPEN-079: the user's bets filtered to the round id, cleared when a new round
 * starts: the round id changes, or the countdown comes back to the table's own start value.
 */
export function roundBets$(
  table: CasinoTableId,
  live$: Observable<Result<CasinoLive>>,
  bets$: Observable<readonly ExistingBet[]>,
): Observable<RoundBets> {
  const { countdownStart } = CASINO_TABLES[table];
  const events$ = merge(
    live$.pipe(
      roundHeaders(),
      map((header): RoundEvent => ({ kind: 'round', mid: header.mid, autotime: header.autotime })),
    ),
    bets$.pipe(map((bets): RoundEvent => ({ kind: 'bets', bets }))),
  );
  const bets = events$.pipe(
    scan(roundBetsReducer(countdownStart), INITIAL_ROUND_STATE),
    map(currentRoundBets),
    distinctUntilChanged((a, b) => a.length === b.length && a.every((bet, index) => bet === b[index])),
  );
  const selectionIds = live$.pipe(
    goodLiveData(),
    map((data) => data.t2.map((runner) => runner.sid)),
    distinctUntilChanged((a, b) => a.join() === b.join()),
  );
  return combineLatest([bets, selectionIds]).pipe(
    map(([roundBets, ids]) => ({ bets: roundBets, positions: marketPositions(table, roundBets, ids) })),
  );
}
