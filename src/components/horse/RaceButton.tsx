import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import dayjs from 'dayjs';
import { memo } from 'react';
import type { RaceView } from '../../../streams/horse/scheduleView';

const DOT = { red: '#e53935', green: '#2e7d32' } as const;

/** HORSE-06 HORSE-09 HORSE-10: a race's start time — lit when near, blinking in the last 5 minutes, with its status dot. */
export const RaceButton = memo(function RaceButton({ race, onOpen }: { race: RaceView; onOpen: (race: RaceView) => void }) {
  return (
    <Button
      size="small"
      variant={race.highlighted ? 'contained' : 'outlined'}
      onClick={() => onOpen(race)}
      data-highlighted={race.highlighted}
      data-blinking={race.blinking}
      sx={{ minWidth: 72, gap: 0.75, fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
    >
      <Box component="span" data-dot={race.dot} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT[race.dot], flexShrink: 0 }} />
      <Box
        component="time"
        dateTime={race.stime}
        sx={
          race.blinking
            ? { animation: 'raceBlink 1s steps(2, start) infinite', '@keyframes raceBlink': { to: { visibility: 'hidden' } } }
            : undefined
        }
      >
        {dayjs(race.stime).format('HH:mm')}
      </Box>
    </Button>
  );
});
