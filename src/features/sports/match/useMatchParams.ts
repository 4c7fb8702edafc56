import { useObservableState } from 'observable-hooks';
import { useParams, useSearchParams } from 'react-router';
import type { Match } from '../../../../contract/sports';
import { events$ } from '../../../../streams/sports/events$';
import { getMatchesBySport$ } from '../../../../streams/sports/getMatchesBySport$';
import { isInPlay } from '../../../../streams/sports/groupMatches';

export interface MatchParams {
  eventId: number;
  leagueId: string;
  matchId: string;
  eventName: string;
  gameTime: string;
  /** OPEN-054: the inplay query param, falling back to the match record; the page prefers the odds feed's flag. */
  inPlay: boolean;
  sportsName: string;
  /** The match record (joinedMarketIds, flags); undefined while loading, null when the sport has no such match. */
  match: Match | undefined | null;
}

/** MKT-01: id1 sport, id2 league, id3 match; query eventName, gameTime and inplay. */
export function useMatchParams(): MatchParams {
  const { id1 = '', id2 = '', id3 = '' } = useParams();
  const [query] = useSearchParams();
  const eventId = Number(id1);
  const matches = useObservableState(getMatchesBySport$(eventId));
  const sports = useObservableState(events$);
  const match = matches?.data === undefined ? undefined : (matches.data.find((candidate) => candidate.matchId === id3) ?? null);
  const inplayParam = query.get('inplay');
  return {
    eventId,
    leagueId: id2,
    matchId: id3,
    eventName: query.get('eventName') ?? match?.eventName ?? '',
    gameTime: query.get('gameTime') ?? match?.openDate ?? '',
    inPlay: inplayParam === null ? (match ? isInPlay(match) : false) : inplayParam === 'true',
    sportsName: sports?.data?.find((sport) => sport.eventId === eventId)?.name ?? '',
    match,
  };
}
