import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { strings } from '../../../../contract/strings';

/** The table's name, its round and the casino limits (CAS-ALL-18). */
export function TableTitleBar({ name, mid }: { name: string; mid: string | undefined }) {
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ color: '#fff', px: 0.5, gap: 1, flexWrap: 'wrap' }}>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 18, md: 22 }, letterSpacing: 0.5 }}>
        {name}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ fontSize: 13, opacity: 0.85 }}>
        <span>
          {strings.roundId}: {mid ?? '—'}
        </span>
        <span>{strings.casinoLimits}</span>
      </Stack>
    </Stack>
  );
}
