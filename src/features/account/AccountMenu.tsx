import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useState } from 'react';
import { userDetails$ } from '../../../streams/account/userDetails$';
import { a11yLabels } from '../../components/a11yLabels';

const AccountMenuList = lazy(() => import('./AccountMenuList'));

/** SHELL-38 SHELL-39: the account menu button; the menu itself loads on first open. */
export function AccountMenu({ compact }: { compact: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const userName = useObservableState(userDetails$)?.data?.userName;
  return (
    <>
      <Button
        color="inherit"
        aria-label={a11yLabels.accountMenu}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircleIcon />}
        sx={{ minWidth: 0, px: compact ? 1 : 1.5, '& .MuiButton-startIcon': compact ? { m: 0 } : {} }}
      >
        {!compact && userName}
      </Button>
      {anchor && (
        <Suspense>
          <AccountMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
