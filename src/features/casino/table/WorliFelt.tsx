import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CasinoRoundHeader } from '../../../../contract/casino';
import { strings } from '../../../../contract/strings';
import { roundDigit, worliCards } from '../../../../streams/casino/roundDigit';
import { PlayingCard } from './PlayingCard';

/** Instant Worli's felt: the round's three cards as turned and, once all three are up, its single digit. */
export function WorliFelt({ round }: { round: CasinoRoundHeader | undefined }) {
  const digit = roundDigit(round);
  return (
    <Stack
      component="section"
      aria-label={strings.worliSingleDigit}
      direction="row"
      alignItems="center"
      justifyContent="center"
      spacing={{ xs: 1.5, sm: 3 }}
      sx={{
        py: 1.5,
        px: 2,
        borderRadius: 2,
        border: '2px solid #c9a23f',
        background: 'radial-gradient(ellipse at center, #17804f 0%, #073a22 100%)',
      }}
    >
      <Stack direction="row" spacing={1}>
        {worliCards(round).map((code, index) => (
          <PlayingCard key={index} code={code} width={52} />
        ))}
      </Stack>
      <Stack alignItems="center" spacing={0.5}>
        <Box
          data-testid="worli-digit"
          sx={{
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontFamily: 'Georgia, serif',
            fontWeight: 900,
            fontSize: 44,
            color: digit === null ? 'rgba(255,255,255,0.5)' : '#3b2200',
            background: digit === null ? 'rgba(0,0,0,0.3)' : 'radial-gradient(circle at 35% 30%, #ffe082, #b8860b)',
            border: '3px solid #fff3c4',
            boxShadow: digit === null ? 0 : 6,
          }}
        >
          {digit ?? '?'}
        </Box>
        <Typography sx={{ color: '#f5e6b8', fontSize: 12, fontWeight: 700, textTransform: 'uppercase' }}>
          {strings.worliSingleDigit}
        </Typography>
      </Stack>
    </Stack>
  );
}
