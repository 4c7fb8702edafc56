import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { strings } from '../../../contract/strings';
import { allMatches$ } from '../../../streams/sports/allMatches$';
import { searchMatches } from '../../../streams/sports/searchMatches';
import { DialogCloseButton } from '../../components/DialogCloseButton';
import { SearchResults } from './SearchResults';

const TITLE_ID = 'search-title';

/** SHELL-30 OPEN-008: "Search Events" over every listed sport's matches; each hit opens its match page. */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const matches = useObservableState(allMatches$);
  const hits = searchMatches(matches ?? [], query);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={TITLE_ID} slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 8 } } }}>
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {strings.search}
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          autoFocus
          fullWidth
          type="search"
          placeholder={strings.searchEvents}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': strings.searchEvents },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
          }}
          sx={{ mt: 1 }}
        />
        <SearchResults hits={hits} searched={query.trim() !== ''} loading={matches === undefined} onPick={onClose} />
      </DialogContent>
    </Dialog>
  );
}
