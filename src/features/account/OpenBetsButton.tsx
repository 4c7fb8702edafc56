import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { strings } from '../../../contract/strings';
import { trades$ } from '../../../streams/account/trades$';

const OpenBetsPanel = lazy(async () => ({ default: (await import('./OpenBetsPanel')).OpenBetsPanel }));

/** SHELL-27: the Bets button, badged with the number of open markets, opens Open Bets, which stays with the page it was opened on. */
export function OpenBetsButton({ wide }: { wide: boolean }) {
  const { pathname, search } = useLocation();
  const page = pathname + search;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === page;
  const setOpen = (next: boolean) => setOpenOn(next ? page : null);
  const openMarkets = useObservableState(trades$)?.data?.length ?? 0;
  return (
    <>
      <Badge badgeContent={openMarkets} color="error" overlap="rectangular">
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<ReceiptLongIcon />}
          onClick={() => setOpen(true)}
          sx={{ borderColor: 'currentColor', px: { xs: 1, sm: 1.5 }, minWidth: 0 }}
        >
          {strings.bets}
        </Button>
      </Badge>
      {open && (
        <Suspense>
          <OpenBetsPanel open wide={wide} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
