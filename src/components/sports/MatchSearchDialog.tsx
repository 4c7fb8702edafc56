import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { Link } from '../RouterLink';
import { strings } from '../../../contract/strings';
import { horseRaces$ } from '../../../streams/horse/horseRaces$';
import { allMatches$ } from '../../../streams/sports/allMatches$';
import { events$ } from '../../../streams/sports/events$';
import { listClock$ } from '../../../streams/sports/listClock$';
import { searchHits } from '../../../streams/sports/searchHits';
import { MatchTime } from './MatchTime';

/** HOME-02 SHELL-30: the search dialog ("Search Events"): matches and horse races by name, and a line when nothing matches. */
export function MatchSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const matches = useObservableState(allMatches$);
  const sports = useObservableState(events$)?.data ?? [];
  const races = useObservableState(horseRaces$)?.data ?? [];
  const nowMs = useObservableEagerState(listClock$);
  const hits = searchHits(matches ?? [], sports, races, query, nowMs);
  const searched = query.trim() !== '' && matches !== undefined;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          placeholder={strings.searchEvents}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {searched && hits.length === 0 && (
          <Typography role="status" sx={{ pt: 2, color: 'text.secondary' }}>
            {strings.noSearchMatches}
          </Typography>
        )}
        <List dense>
          {hits.map((hit) => (
            <ListItemButton key={hit.key} component={Link} to={hit.link} onClick={onClose}>
              <ListItemText
                primary={hit.title}
                secondary={
                  <>
                    {hit.sport} · <MatchTime openDate={hit.startsAt} inPlay={hit.inPlay} nowMs={nowMs} />
                  </>
                }
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
