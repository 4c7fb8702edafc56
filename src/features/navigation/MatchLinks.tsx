import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useObservableState } from 'observable-hooks';
import { Link } from 'react-router';
import { getMatches$ } from '../../../streams/sports/getMatches$';
import { matchPath } from '../../components/matchPath';
import { ListStatus } from './ListStatus';

/** A competition's events, each linking to its match page (SHELL-13). */
export function MatchLinks({ eventId, competitionId }: { eventId: number; competitionId: string }) {
  const result = useObservableState(getMatches$(eventId, competitionId));
  const matches = result?.data;
  if (!matches?.length) return <ListStatus loading={result === undefined} depth={2} />;
  return (
    <List disablePadding>
      {matches.map((match) => (
        <ListItemButton key={match.matchId} component={Link} to={matchPath(match)} sx={{ pl: 6 }}>
          <ListItemText primary={match.eventName} />
        </ListItemButton>
      ))}
    </List>
  );
}
