import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { strings } from '../../../../contract/strings';

/** The table's name, its rules (on tables that state them) and the casino limits (CAS-ALL-18); the round id is on the video (CAS-ALL-01). */
export function TableTitleBar({ name, onRules }: { name: string; onRules?: () => void }) {
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ color: '#fff', px: 0.5, gap: 1, flexWrap: 'wrap' }}>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 18, md: 22 }, letterSpacing: 0.5 }}>
        {name}
      </Typography>
      <Stack direction="row" alignItems="center" sx={{ gap: 1.5 }}>
        {onRules && (
          <Button size="small" variant="outlined" color="inherit" onClick={onRules} sx={{ fontWeight: 700 }}>
            {strings.casinoRulesButton}
          </Button>
        )}
        <Typography component="span" sx={{ fontSize: 13, opacity: 0.85 }}>
          {strings.casinoLimits}
        </Typography>
      </Stack>
    </Stack>
  );
}
