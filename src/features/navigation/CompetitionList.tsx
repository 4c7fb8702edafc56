import List from '@mui/material/List';
import { useObservableState } from 'observable-hooks';
import { getCompetitions$ } from '../../../streams/sports/getCompetitions$';
import { ListStatus } from './ListStatus';
import { ExpandableRow } from './ExpandableRow';
import { MatchLinks } from './MatchLinks';

/** A sport's competitions, each opening its events. */
export function CompetitionList({ eventId }: { eventId: number }) {
  const result = useObservableState(getCompetitions$(eventId));
  const competitions = result?.data;
  if (!competitions?.length) return <ListStatus loading={result === undefined} depth={1} />;
  return (
    <List disablePadding>
      {competitions.map((competition) => (
        <ExpandableRow key={competition.competitionId} label={competition.competitionName} depth={1}>
          {() => <MatchLinks eventId={eventId} competitionId={competition.competitionId} />}
        </ExpandableRow>
      ))}
    </List>
  );
}
