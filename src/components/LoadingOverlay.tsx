import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { strings } from '../../contract/strings';

/** SHELL-02 DOM-10: full-screen overlay, spinner in the theme's primary (the domain primaryColor once known). */
export function LoadingOverlay() {
  return (
    <Backdrop
      open
      role="status"
      aria-live="polite"
      sx={{ flexDirection: 'column', gap: 2, bgcolor: 'background.default', zIndex: (theme) => theme.zIndex.modal + 1 }}
    >
      <CircularProgress color="primary" size={56} thickness={4} />
      <Typography variant="subtitle1" color="text.secondary">
        {strings.loading}
      </Typography>
    </Backdrop>
  );
}
