import Box from '@mui/material/Box';
import { strings } from '../../../../contract/strings';
import { DIAL_CIRCUMFERENCE, DIAL_MARKS, DIAL_RADIUS, DIAL_SIZE, dialLook } from './dialLook';

const CENTRE = DIAL_SIZE / 2;

/** CAS-ALL-01 CAS-ALL-09: the countdown dial, its arc scaled to 25 s whatever the table's start value. */
export function CountdownDial({ countdown }: { countdown: number }) {
  const look = dialLook(countdown);
  return (
    <Box
      role="timer"
      aria-label={strings.countdownLabel}
      data-fraction={look.fraction.toFixed(3)}
      {...{ [DIAL_MARKS.countdown]: countdown }}
      sx={{ position: 'relative', width: DIAL_SIZE, height: DIAL_SIZE, color: look.colour }}
    >
      <svg viewBox={`0 0 ${DIAL_SIZE} ${DIAL_SIZE}`} width={DIAL_SIZE} height={DIAL_SIZE} aria-hidden>
        <circle cx={CENTRE} cy={CENTRE} r={DIAL_RADIUS + 3} fill="rgba(0,0,0,0.65)" />
        <circle cx={CENTRE} cy={CENTRE} r={DIAL_RADIUS} fill="none" stroke="rgba(255,255,255,0.15)" strokeWidth={5} />
        <circle
          {...{ [DIAL_MARKS.arc]: '' }}
          cx={CENTRE}
          cy={CENTRE}
          r={DIAL_RADIUS}
          fill="none"
          stroke="currentColor"
          strokeWidth={5}
          strokeLinecap="round"
          strokeDasharray={DIAL_CIRCUMFERENCE}
          strokeDashoffset={look.arcOffset}
          transform={`rotate(-90 ${CENTRE} ${CENTRE})`}
        />
      </svg>
      <Box
        {...{ [DIAL_MARKS.seconds]: '' }}
        sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontWeight: 800, fontSize: 22, color: '#fff' }}
      >
        {look.seconds}
      </Box>
    </Box>
  );
}
