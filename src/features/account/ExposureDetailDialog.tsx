import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { strings } from '../../../contract/strings';
import { exposure$ } from '../../../streams/account/exposure$';
import { trades$ } from '../../../streams/account/trades$';
import { DialogCloseButton } from '../../components/DialogCloseButton';
import { formatAmount } from '../../components/formatAmount';
import { ExposureMarketList } from './ExposureMarketList';

/** The dialog is this wide on every screen that has room (the spec's screens). */
const EXPOSURE_DETAIL_WIDTH = 500;

/** SHELL-32: the exposure and the open markets behind it, each with its amount at risk, linking to where it is played. */
export function ExposureDetailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const exposure = useObservableState(exposure$);
  const trades = useObservableState(trades$)?.data ?? [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="exposure-detail-title"
      slotProps={{ paper: { sx: { width: EXPOSURE_DETAIL_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="exposure-detail-title" sx={{ pr: 6 }}>
        {strings.exposureDetail}
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent dividers sx={{ p: 0 }}>
        <Stack direction="row" justifyContent="space-between" sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }}>
          <Typography fontWeight={700}>{strings.exposure}</Typography>
          <Typography fontWeight={700} sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {exposure === undefined ? '' : formatAmount(exposure)}
          </Typography>
        </Stack>
        <ExposureMarketList trades={trades} onNavigate={onClose} />
      </DialogContent>
    </Dialog>
  );
}
