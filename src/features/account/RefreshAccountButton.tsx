import RefreshIcon from '@mui/icons-material/Refresh';
import IconButton from '@mui/material/IconButton';
import { strings } from '../../../contract/strings';
import { refreshAccount } from '../../../streams/account/refreshAccount';

/** OPEN-011: refetch user details and exposure now. */
export function RefreshAccountButton() {
  return (
    <IconButton aria-label={strings.refresh} title={strings.refresh} color="inherit" onClick={refreshAccount}>
      <RefreshIcon />
    </IconButton>
  );
}
