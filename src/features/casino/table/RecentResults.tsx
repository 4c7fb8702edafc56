import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CasinoResult } from '../../../../contract/casino';
import { strings } from '../../../../contract/strings';
import { resultChip } from '../../../../streams/casino/resultChip';
import type { ResultFamily } from '../../../../streams/casino/tables';

/** OPEN-082: the 10 most recent results, newest first. */
const RECENT_COUNT = 10;

const CHIP_COLOURS: Record<string, string> = {
  A: '#4a148c',
  B: '#004d40',
  C: '#0d47a1',
  D: '#b71c1c',
  T: '#0d47a1',
  L: '#4a148c',
  H: '#004d40',
  '8': '#6a1b9a',
  '9': '#00695c',
  '10': '#1565c0',
  '11': '#ad1457',
  S: '#004d40',
  V: '#e65100',
  K: '#ad1457',
  G: '#37474f',
};

interface RecentResultsProps {
  family: ResultFamily;
  results: readonly CasinoResult[];
  onOpen: (result: CasinoResult) => void;
}

/** CAS-ALL-04 CAS-ALL-31: the "Recent Result" strip; a chip opens its round (CAS-ALL-05). */
export function RecentResults({ family, results, onOpen }: RecentResultsProps) {
  return (
    <Box sx={{ bgcolor: 'rgba(0,0,0,0.35)', borderRadius: 2, px: 1.5, py: 1 }}>
      <Typography component="h2" sx={{ color: '#fff', fontWeight: 800, fontSize: 14, mb: 1 }}>
        {strings.recentResult}
      </Typography>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }} aria-label={strings.recentResult}>
        {results.slice(0, RECENT_COUNT).map((result) => {
          const chip = resultChip(family, result.win);
          return (
            <ButtonBase
              key={result.mid}
              onClick={() => onOpen(result)}
              aria-label={`${strings.roundId} ${result.mid}: ${chip.label}`}
              data-testid="result-chip"
              sx={{
                minWidth: 40,
                height: 40,
                px: chip.label.length > 1 ? 1 : 0,
                borderRadius: 20,
                fontWeight: 800,
                color: chip.tie ? '#3e2723' : '#fff',
                bgcolor: chip.tie ? '#ffd600' : (CHIP_COLOURS[chip.label] ?? '#37474f'),
                border: '2px solid rgba(255,255,255,0.35)',
              }}
            >
              {chip.label}
            </ButtonBase>
          );
        })}
      </Stack>
    </Box>
  );
}
