import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { strings } from '../../../contract/strings';
import { a11yLabels } from '../../components/a11yLabels';
import { OpenBetsContent } from './OpenBetsContent';

interface Props {
  open: boolean;
  wide: boolean;
  onClose: () => void;
}

/** SHELL-33: a side panel on wide screens, a modal on narrow ones; the content subscribes only while open. */
export function OpenBetsPanel({ open, wide, onClose }: Props) {
  const close = (
    <IconButton aria-label={a11yLabels.close} onClick={onClose} sx={{ position: 'absolute', top: 12, right: 12 }}>
      <CloseIcon />
    </IconButton>
  );
  if (wide) {
    return (
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': strings.openBets } }}>
        <Box sx={{ width: 380, p: 3, position: 'relative' }}>
          {close}
          <OpenBetsContent onNavigate={onClose} />
        </Box>
      </Drawer>
    );
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'aria-label': strings.openBets } }}>
      {close}
      <DialogContent sx={{ pt: 3 }}>
        <OpenBetsContent onNavigate={onClose} />
      </DialogContent>
    </Dialog>
  );
}
