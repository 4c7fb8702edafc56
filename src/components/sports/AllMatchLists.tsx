import { useObservableState } from 'observable-hooks';
import type { Sport } from '../../../contract/sports';
import { allMatches$ } from '../../../streams/sports/allMatches$';
import { MatchLists, type MatchGroupKey } from './MatchLists';

/** HOME-06 OPEN-039: every sport's matches in the lists (or only the In Play list on /inplay). */
export function AllMatchLists({ sports, only }: { sports: readonly Sport[]; only?: MatchGroupKey }) {
  const matches = useObservableState(allMatches$);
  return <MatchLists matches={matches} sports={sports} only={only} />;
}
