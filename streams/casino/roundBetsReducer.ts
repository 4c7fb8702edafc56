import type { ExistingBet } from '../../contract/bets';

export interface RoundState {
  mid: string | undefined;
  /** The newest bet list received since the round list was last cleared. */
  received: readonly ExistingBet[];
}

export type RoundEvent =
  | { kind: 'round'; mid: string; autotime: number }
  | { kind: 'bets'; bets: readonly ExistingBet[] };

export const INITIAL_ROUND_STATE: RoundState = { mid: undefined, received: [] };

/**
 * CAS-ALL-11 OPEN-095: the list is cleared when the round id changes and when autotime equals one of
 * the table's clearing values; bets fetched before the first round header are kept.
 */
export function roundBetsReducer(clearAt: readonly number[]) {
  return (state: RoundState, event: RoundEvent): RoundState => {
    if (event.kind === 'bets') return { ...state, received: event.bets };
    const cleared = state.mid !== undefined && (event.mid !== state.mid || clearAt.includes(event.autotime));
    return { mid: event.mid, received: cleared ? [] : state.received };
  };
}

/** CAS-ALL-12: only the bets of the current round id (mid) count. */
export const currentRoundBets = (state: RoundState): ExistingBet[] =>
  state.received.filter((bet) => bet.roundId === state.mid);
