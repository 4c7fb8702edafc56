import type { Match } from '../../contract/sports';
import { isInPlay } from './groupMatches';

/** SHELL-13 HOME-18: /fullmarket/{eventId}/{competitionId}/{matchId}?gameTime=..&eventName=..&inplay=.. */
export function matchLink(match: Pick<Match, 'eventId' | 'competitionId' | 'matchId' | 'openDate' | 'eventName' | 'matchOdds'>): string {
  const query = new URLSearchParams({
    gameTime: match.openDate,
    eventName: match.eventName,
    inplay: String(isInPlay(match)),
  });
  const path = [match.eventId, match.competitionId, match.matchId].map((part) => encodeURIComponent(String(part))).join('/');
  return `/fullmarket/${path}?${query.toString()}`;
}
