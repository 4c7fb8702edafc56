import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useState } from 'react';
import { strings } from '../../../contract/strings';
import { balance$ } from '../../../streams/account/balance$';
import { exposure$ } from '../../../streams/account/exposure$';
import { userDetails$ } from '../../../streams/account/userDetails$';
import { AccountFigure } from './AccountFigure';

const ExposureDetailDialog = lazy(async () => ({ default: (await import('./ExposureDetailDialog')).ExposureDetailDialog }));

/** SHELL-27 CONST-07: balance (openingBalance − exposure) and exposure, in the user's currency; the exposure opens its detail (SHELL-32). */
export function BalanceSummary() {
  const balance = useObservableState(balance$);
  const exposure = useObservableState(exposure$);
  const currency = useObservableState(userDetails$)?.data?.currency;
  const [detailOpen, setDetailOpen] = useState(false);
  return (
    <Stack
      data-no-overlap
      direction="row"
      spacing={2}
      sx={{ px: 1.5, py: 0.5, borderRadius: 2, bgcolor: 'rgba(0, 0, 0, 0.22)', color: '#fff', '& > *': { flex: { xs: 1, sm: 'none' } } }}
    >
      <AccountFigure label={strings.balance} amount={balance} currency={currency} />
      <ButtonBase
        aria-haspopup="dialog"
        onClick={() => setDetailOpen(true)}
        sx={{
          justifyContent: 'flex-start',
          textAlign: 'left',
          borderRadius: 1,
          '&:hover, &.Mui-focusVisible': { textDecoration: 'underline' },
        }}
      >
        <AccountFigure label={strings.exposure} amount={exposure} currency={currency} />
      </ButtonBase>
      {detailOpen && (
        <Suspense>
          <ExposureDetailDialog open onClose={() => setDetailOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
