import { useObservableState } from 'observable-hooks';
import type { Sport } from '../../../contract/sports';
import { getMatchesBySport$ } from '../../../streams/sports/getMatchesBySport$';
import { MatchLists } from './MatchLists';

/** HOME-05: one sport's events in the In Play / Today / Tommorow lists. */
export function SportMatches({ sport }: { sport: Sport & { eventId: number } }) {
  const result = useObservableState(getMatchesBySport$(sport.eventId));
  const matches = result === undefined || (result.data === undefined && result.status === 'ok') ? undefined : (result.data ?? []);
  return <MatchLists matches={matches} sports={[sport]} />;
}
