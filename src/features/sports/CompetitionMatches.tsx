import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import LinearProgress from '@mui/material/LinearProgress';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { Link } from '../../components/RouterLink';
import { getMatches$ } from '../../../streams/sports/getMatches$';
import { isInPlay } from '../../../streams/sports/groupMatches';
import { listClock$ } from '../../../streams/sports/listClock$';
import { listMatches } from '../../../streams/sports/matchFilters';
import { matchLink } from '../../../streams/sports/matchLink';
import { MatchTime } from '../../components/sports/MatchTime';

/** HOME-11 HOME-15 HOME-17: a competition's listed matches, in play marked, each opening its match page. */
export function CompetitionMatches({ eventId, competitionId }: { eventId: number; competitionId: string }) {
  const result = useObservableState(getMatches$(eventId, competitionId));
  const nowMs = useObservableEagerState(listClock$);
  if (result?.data === undefined) return <LinearProgress />;
  return listMatches(result.data).map((match) => (
    <ListItemButton key={match.matchId} component={Link} to={matchLink(match)} sx={{ pl: 9, borderTop: 1, borderColor: 'divider' }}>
      <ListItemText
        primary={match.eventName}
        secondary={<MatchTime openDate={match.openDate} inPlay={isInPlay(match)} nowMs={nowMs} />}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItemButton>
  ));
}
