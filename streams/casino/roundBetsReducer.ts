import type { ExistingBet } from '../../contract/bets';

export interface RoundState {
  mid: string | undefined;
  /** The autotime of the last round header, to see the countdown come back to its start. */
  autotime: number | undefined;
  /** The newest bet list received since the round list was last cleared. */
  received: readonly ExistingBet[];
}

export type RoundEvent = { kind: 'round'; mid: string; autotime: number } | { kind: 'bets'; bets: readonly ExistingBet[] };

export const INITIAL_ROUND_STATE: RoundState = { mid: undefined, autotime: undefined, received: [] };

/**
 * CAS-ALL-11 OPEN-095: the list is cleared when a new round starts — the round id changes, or the countdown
 * arrives at the table's own start value from another one (a header repeating the start value, as a poll
 * faster than the tick sees it, keeps the bets just placed); bets fetched before the first round header are kept.
 */
export function roundBetsReducer(start: number) {
  return (state: RoundState, event: RoundEvent): RoundState => {
    if (event.kind === 'bets') return { ...state, received: event.bets };
    const restarted = event.autotime === start && state.autotime !== start;
    const cleared = state.mid !== undefined && (event.mid !== state.mid || restarted);
    return { mid: event.mid, autotime: event.autotime, received: cleared ? [] : state.received };
  };
}

/** CAS-ALL-12: only the bets of the current round id (mid) count. */
export const currentRoundBets = (state: RoundState): ExistingBet[] => state.received.filter((bet) => bet.roundId === state.mid);
