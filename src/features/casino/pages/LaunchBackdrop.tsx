import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LAUNCH_BACKDROP_IMAGE, LAUNCH_BACKDROP_TONE } from './launchSplash';

/** CAS-LNCH-01 CAS-LNCH-06: the launcher's background image, with a spinner or a message over it. */
export function LaunchBackdrop({ children, busy = true }: { children?: ReactNode; busy?: boolean }) {
  return (
    <Box
      data-testid="casino-backdrop"
      sx={{
        minHeight: { xs: 320, md: 480 },
        borderRadius: 3,
        backgroundColor: LAUNCH_BACKDROP_TONE,
        backgroundImage: LAUNCH_BACKDROP_IMAGE,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        textAlign: 'center',
        p: 3,
      }}
    >
      {busy && <CircularProgress color="secondary" size={56} />}
      {children && <Typography sx={{ fontSize: 20, fontWeight: 700 }}>{children}</Typography>}
    </Box>
  );
}
