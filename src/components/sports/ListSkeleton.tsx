import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder rows while the match lists load. */
export function ListSkeleton() {
  return (
    <Stack spacing={0.5} aria-busy="true">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} variant="rounded" height={52} />
      ))}
    </Stack>
  );
}
