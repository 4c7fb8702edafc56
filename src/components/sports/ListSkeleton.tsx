import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder rows while the match lists load (home's first screen shows it: a Box, so Stack stays out of the first load). */
export function ListSkeleton() {
  return (
    <Box aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} variant="rounded" height={52} />
      ))}
    </Box>
  );
}
