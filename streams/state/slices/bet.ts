import type { LiveBet } from '../../../contract/bets';
import { createStore } from '../createStore';

/** STATE-10: live bet records, replaced by each trade-list poll. */
export interface BetState {
  liveBets: LiveBet[];
}

export const betStore = createStore<BetState>('bet', { liveBets: [] });
