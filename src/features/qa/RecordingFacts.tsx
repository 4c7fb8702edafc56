import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { qaLabels } from './qaLabels';

interface Props {
  startedAt: number;
  position: number;
  host: string;
}

/** "Recorded 2025-03-01 14:02:10 on localhost · Recorded time 14:03:27" */
export function RecordingFacts({ startedAt, position, host }: Props) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {qaLabels.recordedOn} {dayjs(startedAt).format('YYYY-MM-DD HH:mm:ss')} · {host} · {qaLabels.recordedAt}{' '}
      <Typography
        component="time"
        variant="body2"
        fontWeight={600}
        color="text.primary"
        dateTime={dayjs(startedAt + position).toISOString()}
      >
        {dayjs(startedAt + position).format('HH:mm:ss')}
      </Typography>
    </Typography>
  );
}
