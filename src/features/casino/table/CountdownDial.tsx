import Box from '@mui/material/Box';
import { strings } from '../../../../contract/strings';
import { dialFraction } from '../../../../streams/casino/countdownRules';

const SIZE = 64;
const RADIUS = 27;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** CAS-ALL-01 CAS-ALL-09: the countdown dial, its arc scaled to 25 s whatever the table's start value. */
export function CountdownDial({ countdown }: { countdown: number }) {
  const fraction = dialFraction(countdown);
  const urgent = countdown < 6;
  return (
    <Box
      role="timer"
      aria-label={strings.countdownLabel}
      data-fraction={fraction.toFixed(3)}
      sx={{ position: 'relative', width: SIZE, height: SIZE, color: urgent ? '#ff5252' : '#69f0ae' }}
    >
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} aria-hidden>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS + 3} fill="rgba(0,0,0,0.65)" />
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="rgba(255,255,255,0.15)" strokeWidth={5} />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke="currentColor"
          strokeWidth={5}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
        />
      </svg>
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontWeight: 800, fontSize: 22, color: '#fff' }}>
        {Math.ceil(countdown)}
      </Box>
    </Box>
  );
}
