import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { Match } from '../../../contract/sports';
import { strings } from '../../../contract/strings';
import { matchPath } from '../../components/matchPath';

const MAX_HITS = 50;
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The hits of a search, each a link to its match page; a search without hits says so. */
export function SearchResults({ hits, searched, loading, onPick }: { hits: Match[]; searched: boolean; loading: boolean; onPick: () => void }) {
  if (!searched) return null;
  if (hits.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
        {loading ? strings.loading : strings.noSearchMatches}
      </Typography>
    );
  }
  return (
    <List aria-label={strings.searchEvents} sx={{ mt: 1 }}>
      {hits.slice(0, MAX_HITS).map((match) => (
        <ListItemButton key={`${match.eventId}/${match.matchId}`} component={Link} to={matchPath(match)} onClick={onPick} divider>
          <ListItemText primary={match.eventName} secondary={dateTime.format(new Date(match.openDate))} />
        </ListItemButton>
      ))}
    </List>
  );
}
