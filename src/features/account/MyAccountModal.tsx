import LogoutIcon from '@mui/icons-material/Logout';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link } from '../../components/RouterLink';
import { strings } from '../../../contract/strings';
import { logout } from '../../../streams/auth/logout';
import { accountMenuItems } from '../../components/accountMenuItems';
import { DialogCloseButton } from '../../components/DialogCloseButton';

const TITLE_ID = 'my-account-title';

/** SHELL-31: on narrow screens the account menu items in a "My Account" modal, Logout last (SHELL-39). */
export default function MyAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {strings.myAccount}
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <List component="nav" aria-label={strings.myAccount} sx={{ pt: 0 }}>
        {accountMenuItems.map((item) => (
          <ListItemButton key={item.to} component={Link} to={item.to} onClick={onClose}>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
        <Divider />
        <ListItemButton
          onClick={() => {
            onClose();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary={strings.logout} />
        </ListItemButton>
      </List>
    </Dialog>
  );
}
