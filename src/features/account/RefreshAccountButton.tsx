import RefreshIcon from '@mui/icons-material/Refresh';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { strings } from '../../../contract/strings';
import { refreshAccount } from '../../../streams/account/refreshAccount';

/** OPEN-011: refetch user details and exposure now. */
export function RefreshAccountButton() {
  return (
    <Tooltip title={strings.refresh}>
      <IconButton aria-label={strings.refresh} color="inherit" onClick={refreshAccount}>
        <RefreshIcon />
      </IconButton>
    </Tooltip>
  );
}
