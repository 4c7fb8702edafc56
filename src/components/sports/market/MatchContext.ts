import { createContext, useContext } from 'react';
import type { MatchKey } from '../../../../streams/sports/match/matchKey';

/** What every market block of one match page shares (stable for the page's life, so no re-renders). */
export interface MatchInfo {
  key: MatchKey;
  eventName: string;
  sportsName: string;
  /** OPEN-054: from the inplay query param, else matchOdds[0].inplay. */
  inPlay: boolean;
}

export const MatchContext = createContext<MatchInfo | null>(null);

export function useMatchInfo(): MatchInfo {
  const info = useContext(MatchContext);
  if (info === null) throw new Error('market blocks render inside a MatchContext');
  return info;
}
