import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { strings } from '../../../contract/strings';

/** In play: a pulsing "In Play" marker; otherwise the local start time (with the date when not today). */
export function MatchTime({ openDate, inPlay, nowMs }: { openDate: string; inPlay: boolean; nowMs: number }) {
  if (inPlay) {
    return (
      <Typography
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 12, fontWeight: 700, color: 'success.main' }}
      >
        <Box
          component="span"
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'success.main',
            animation: 'pulse 1.2s infinite',
            '@keyframes pulse': { '50%': { opacity: 0.3 } },
          }}
        />
        {strings.inPlay}
      </Typography>
    );
  }
  const start = dayjs(openDate);
  const sameDay = start.isSame(dayjs(nowMs), 'day');
  return (
    <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
      {sameDay ? start.format('HH:mm') : start.format('D MMM HH:mm')}
    </Typography>
  );
}
