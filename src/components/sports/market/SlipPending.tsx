import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { strings } from '../../../../contract/strings';
import type { SubmitPhase } from '../../../../streams/sports/slip/submitSlip';

/** The bet delay as a visible countdown, then the pending state while the bet is sent. */
export function SlipPending({ phase }: { phase: SubmitPhase }) {
  if (phase.phase === 'waiting') {
    const done = phase.delayMs === 0 ? 100 : 100 - (phase.remainingMs / phase.delayMs) * 100;
    return (
      <Stack spacing={0.5} role="status">
        <Typography sx={{ fontSize: 13, fontWeight: 700 }}>{strings.placingBet((phase.remainingMs / 1000).toFixed(1))}</Typography>
        <LinearProgress variant="determinate" value={done} />
      </Stack>
    );
  }
  if (phase.phase === 'sending') {
    return (
      <Stack spacing={0.5} role="status">
        <Typography sx={{ fontSize: 13, fontWeight: 700 }}>{strings.betPending}</Typography>
        <LinearProgress />
      </Stack>
    );
  }
  if (phase.phase === 'refused' && phase.reason === 'stake') {
    return (
      <Typography role="alert" sx={{ fontSize: 13, fontWeight: 700, color: '#b71c1c' }}>
        {phase.message}
      </Typography>
    );
  }
  return null;
}
