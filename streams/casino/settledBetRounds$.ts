import { filter, map, merge, mergeMap, scan, type Observable } from 'rxjs';
import type { ExistingBet } from '../../contract/bets';
import type { CasinoResult } from '../../contract/casino';

interface SettlementState {
  /** Rounds the user had open bets on. */
  betRounds: ReadonlySet<string>;
  /** Rounds already announced as settled. */
  announced: ReadonlySet<string>;
  /** Rounds settled by the newest results list (emitted once each). */
  settled: readonly string[];
}

type SettlementEvent = { kind: 'bets'; bets: readonly ExistingBet[] } | { kind: 'results'; results: readonly CasinoResult[] };

const INITIAL: SettlementState = { betRounds: new Set(), announced: new Set(), settled: [] };

function reduce(state: SettlementState, event: SettlementEvent): SettlementState {
  if (event.kind === 'bets') {
    return {
      ...state,
      betRounds: new Set([...state.betRounds, ...event.bets.flatMap((bet) => (bet.roundId ? [bet.roundId] : []))]),
      settled: [],
    };
  }
  const settled = event.results.map((result) => result.mid).filter((mid) => state.betRounds.has(mid) && !state.announced.has(mid));
  return { ...state, announced: new Set([...state.announced, ...settled]), settled };
}

/**
 * The round ids of the user's open bets on a table whose result has since arrived, each once: the moment the
 * round's bets were settled by the server, so the table can refetch the balance and exposure at once rather
 * than at the next 20 s account poll.
 */
export function settledBetRounds$(
  results$: Observable<readonly CasinoResult[]>,
  bets$: Observable<readonly ExistingBet[]>,
): Observable<string> {
  return merge(
    bets$.pipe(map((bets): SettlementEvent => ({ kind: 'bets', bets }))),
    results$.pipe(map((results): SettlementEvent => ({ kind: 'results', results }))),
  ).pipe(
    scan(reduce, INITIAL),
    filter((state) => state.settled.length > 0),
    mergeMap((state) => state.settled),
  );
}
