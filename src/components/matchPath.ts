import type { Match } from '../../contract/sports';

/** SHELL-13: /fullmarket/{eventId}/{competitionId}/{matchEventId}?gameTime=..&eventName=..&inplay=.. */
export function matchPath(match: Pick<Match, 'eventId' | 'competitionId' | 'matchId' | 'openDate' | 'eventName' | 'inPlay'>): string {
  const query = new URLSearchParams({ gameTime: match.openDate, eventName: match.eventName, inplay: String(match.inPlay) });
  const ids = [match.eventId, match.competitionId, match.matchId].map((id) => encodeURIComponent(String(id)));
  return `/fullmarket/${ids.join('/')}?${query.toString()}`;
}
