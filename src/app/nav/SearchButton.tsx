import SearchIcon from '@mui/icons-material/Search';
import { a11yLabels } from '../../components/a11yLabels';
import { PlainIconButton } from '../../components/plain/PlainIconButton';
import { openShellModal } from './shellModals.state';

/** Opens the "Search Events" modal (SHELL-30). */
export function SearchButton() {
  return (
    <PlainIconButton type="button" aria-label={a11yLabels.searchEvents} onClick={() => openShellModal('search')}>
      <SearchIcon fontSize="inherit" />
    </PlainIconButton>
  );
}
