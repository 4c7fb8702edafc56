import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { strings } from '../../../contract/strings';
import { userDetails$ } from '../../../streams/account/userDetails$';
import { logout } from '../../../streams/auth/logout';
import { a11yLabels } from '../../components/a11yLabels';
import { accountMenuItems } from '../../components/accountMenuItems';

/** SHELL-38 SHELL-39: the account menu; Logout logs out and returns to /. */
export function AccountMenu({ compact }: { compact: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const userName = useObservableState(userDetails$)?.data?.userName;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        aria-label={a11yLabels.accountMenu}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircleIcon />}
        sx={{ minWidth: 0, px: compact ? 1 : 1.5, '& .MuiButton-startIcon': compact ? { m: 0 } : {} }}
      >
        {!compact && userName}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {accountMenuItems.map((item) => (
          <MenuItem key={item.to} component={Link} to={item.to} onClick={close}>
            {item.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {strings.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
