import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** CAS-LNCH-01 CAS-LNCH-06: the launcher's background image, with a spinner or a message over it. */
export function LaunchBackdrop({ children, busy = true }: { children?: ReactNode; busy?: boolean }) {
  return (
    <Box
      data-testid="casino-backdrop"
      sx={{
        minHeight: { xs: 320, md: 480 },
        borderRadius: 3,
        // The image's own middle tone, so the box is there from the first frame, before the image has loaded.
        backgroundColor: '#1a0b22',
        backgroundImage: 'url(/casino/launch-backdrop.svg)',
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
