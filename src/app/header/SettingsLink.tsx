import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Link } from '../../components/RouterLink';
import { strings } from '../../../contract/strings';

/** SHELL-27: the Settings link to /settings (icon only on narrow screens). */
export function SettingsLink({ compact }: { compact: boolean }) {
  if (compact) {
    return (
      <IconButton color="inherit" component={Link} to="/settings" aria-label={strings.settings}>
        <SettingsIcon />
      </IconButton>
    );
  }
  return (
    <Button color="inherit" component={Link} to="/settings" startIcon={<SettingsIcon />}>
      {strings.settings}
    </Button>
  );
}
