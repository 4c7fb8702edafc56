import LinearProgress from '@mui/material/LinearProgress';
import { useObservableState } from 'observable-hooks';
import { getCompetitions$ } from '../../../streams/sports/getCompetitions$';
import { CompetitionMatches } from './CompetitionMatches';
import { SportTreeNode } from './SportTreeNode';

/** HOME-14 HOME-17: a sport's competitions, each expanding to its matches. */
export function SportCompetitions({ eventId }: { eventId: number }) {
  const result = useObservableState(getCompetitions$(eventId));
  if (result?.data === undefined) return <LinearProgress />;
  return result.data.map((competition) => (
    <SportTreeNode key={competition.competitionId} label={competition.competitionName} depth={1}>
      {() => <CompetitionMatches eventId={eventId} competitionId={competition.competitionId} />}
    </SportTreeNode>
  ));
}
