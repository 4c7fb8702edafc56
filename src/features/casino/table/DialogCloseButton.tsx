import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { strings } from '../../../../contract/strings';

export function DialogCloseButton({ onClose }: { onClose: () => void }) {
  return (
    <IconButton aria-label={strings.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
      <CloseIcon />
    </IconButton>
  );
}
