import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { strings } from '../../../../contract/strings';

/** The table's name and the casino limits (CAS-ALL-18); the round id is on the video (CAS-ALL-01). */
export function TableTitleBar({ name }: { name: string }) {
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ color: '#fff', px: 0.5, gap: 1, flexWrap: 'wrap' }}>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 18, md: 22 }, letterSpacing: 0.5 }}>
        {name}
      </Typography>
      <Typography component="span" sx={{ fontSize: 13, opacity: 0.85 }}>
        {strings.casinoLimits}
      </Typography>
    </Stack>
  );
}
