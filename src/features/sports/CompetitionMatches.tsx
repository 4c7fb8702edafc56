import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import LinearProgress from '@mui/material/LinearProgress';
import dayjs from 'dayjs';
import { useObservableState } from 'observable-hooks';
import { Link } from 'react-router';
import { getMatches$ } from '../../../streams/sports/getMatches$';
import { listMatches } from '../../../streams/sports/matchFilters';
import { matchLink } from '../../../streams/sports/matchLink';

/** HOME-11 HOME-15 HOME-17: a competition's listed matches; each opens its match page. */
export function CompetitionMatches({ eventId, competitionId }: { eventId: number; competitionId: string }) {
  const result = useObservableState(getMatches$(eventId, competitionId));
  if (result?.data === undefined) return <LinearProgress />;
  return listMatches(result.data).map((match) => (
    <ListItemButton key={match.matchId} component={Link} to={matchLink(match)} sx={{ pl: 9, borderTop: 1, borderColor: 'divider' }}>
      <ListItemText primary={match.eventName} secondary={dayjs(match.openDate).format('D MMM HH:mm')} />
    </ListItemButton>
  ));
}
