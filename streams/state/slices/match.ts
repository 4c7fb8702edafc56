import type { Match } from '../../../contract/sports';
import { createStore } from '../createStore';

export interface MatchState {
  matches: Match[];
}

export const matchStore = createStore<MatchState>('match', { matches: [] });
