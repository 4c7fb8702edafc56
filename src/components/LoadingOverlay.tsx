import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { strings } from '../../contract/strings';

/** SHELL-02 DOM-10: full-screen overlay, spinner in the theme's primary (the domain primaryColor once known). Boxes, not Typography: it is part of the first load. */
export function LoadingOverlay() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress color="primary" size={56} thickness={4} aria-label={strings.loading} />
      <Box component="h6" sx={{ typography: 'subtitle1', color: 'text.secondary', m: 0 }}>
        {strings.loading}
      </Box>
    </Box>
  );
}
