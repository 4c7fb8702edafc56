import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { a11yLabels } from '../../components/a11yLabels';

interface Props {
  open: boolean;
  onClose: () => void;
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}

/** The frame of the login and age dialogs: over the page, with a close icon (AUTH-08). */
export function AuthDialog({ open, onClose, labelledBy, label, children }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={labelledBy}
      aria-label={label}
      slotProps={{ paper: { sx: { borderRadius: 3 } } }}
    >
      <IconButton aria-label={a11yLabels.close} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ px: { xs: 3, sm: 4 }, pt: 5, pb: 4 }}>{children}</DialogContent>
    </Dialog>
  );
}
