import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from '../../components/RouterLink';
import { strings } from '../../../contract/strings';
import { logout } from '../../../streams/auth/logout';
import { accountMenuItems } from '../../components/accountMenuItems';

/** SHELL-38 SHELL-39: the account menu's entries, then Logout; loaded when the menu first opens. */
export default function AccountMenuList({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {accountMenuItems.map((item) => (
        <MenuItem key={item.to} component={Link} to={item.to} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {strings.logout}
      </MenuItem>
    </Menu>
  );
}
