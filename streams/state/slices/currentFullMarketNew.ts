import type { Match } from '../../../contract/sports';
import { createStore } from '../createStore';

/** OPEN-136: only the most recent entries are kept. */
export const MAX_MATCH_URL_ENTRIES = 20;

export interface CurrentFullMarketNewState {
  currentMatchUrl: Match[];
}

export const currentFullMarketNewStore = createStore<CurrentFullMarketNewState>('currentFullMarketNew', { currentMatchUrl: [] });

/** STATE-03: an entry with the same matchUrl is replaced in place, otherwise appended; the oldest drop off. */
export function rememberMatchUrl(entry: Match): void {
  currentFullMarketNewStore.update((state) => {
    const index = state.currentMatchUrl.findIndex((e) => e.matchUrl === entry.matchUrl);
    const entries = index >= 0 ? state.currentMatchUrl.map((e, at) => (at === index ? entry : e)) : [...state.currentMatchUrl, entry];
    return { ...state, currentMatchUrl: entries.slice(-MAX_MATCH_URL_ENTRIES) };
  });
}
