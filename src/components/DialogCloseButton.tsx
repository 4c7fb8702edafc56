import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { a11yLabels } from './a11yLabels';

/** The close icon at a dialog's top-right corner. */
export function DialogCloseButton({ onClose }: { onClose: () => void }) {
  return (
    <IconButton aria-label={a11yLabels.close} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
      <CloseIcon />
    </IconButton>
  );
}
