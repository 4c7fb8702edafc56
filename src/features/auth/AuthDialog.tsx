import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { a11yLabels } from '../../components/a11yLabels';
import { BrandBand } from '../../components/BrandBand';

interface Props {
  open: boolean;
  onClose: () => void;
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}

/** The frame of the login and age dialogs: over the page, the brand logo on top (AUTH-01), a close icon (AUTH-08). */
export function AuthDialog({ open, onClose, labelledBy, label, children }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={labelledBy}
      aria-label={label}
      slotProps={{ paper: { sx: { borderRadius: 3, overflow: 'hidden' } } }}
    >
      <BrandBand />
      <IconButton
        aria-label={a11yLabels.close}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, right: 8, color: (theme) => theme.brand.headerText }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ px: { xs: 3, sm: 4 }, pt: 3, pb: 4 }}>{children}</DialogContent>
    </Dialog>
  );
}
