import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { a11yLabels } from '../../components/a11yLabels';
import { openShellModal } from './shellModals.state';

/** Opens the "Search Events" modal (SHELL-30). */
export function SearchButton() {
  return (
    <IconButton color="inherit" aria-label={a11yLabels.searchEvents} onClick={() => openShellModal('search')}>
      <SearchIcon />
    </IconButton>
  );
}
