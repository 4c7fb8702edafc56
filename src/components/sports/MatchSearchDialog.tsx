import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { strings } from '../../../contract/strings';
import { allMatches$ } from '../../../streams/sports/allMatches$';
import { searchMatches } from '../../../streams/sports/searchMatches';
import { matchLink } from '../../../streams/sports/matchLink';

/** HOME-02 SHELL-30: the search dialog ("Search Events"); it finds listed matches by name. */
export function MatchSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const matches = useObservableState(allMatches$);
  const found = searchMatches(matches ?? [], query);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          placeholder={strings.searchEvents}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRoundedIcon /></InputAdornment> } }}
        />
        <List dense>
          {found.map((match) => (
            <ListItemButton key={match.matchId} component={Link} to={matchLink(match)} onClick={onClose}>
              <ListItemText primary={match.eventName} secondary={new Date(match.openDate).toLocaleString()} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
