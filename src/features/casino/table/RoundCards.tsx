import Stack from '@mui/material/Stack';
import type { CasinoRoundHeader } from '../../../../contract/casino';
import { PlayingCard } from './PlayingCard';

const SLOTS = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6'] as const;

/** CAS-ALL-07: the round's cards C1…C6 as dealt so far ("1" face down); absent slots are not part of the game. */
export function RoundCards({ round, width }: { round: CasinoRoundHeader; width: number }) {
  const codes = SLOTS.map((slot) => round[slot]).filter((code): code is string => code !== undefined && code !== '');
  if (codes.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} aria-label="Cards">
      {codes.map((code, index) => (
        <PlayingCard key={index} code={code} width={width} />
      ))}
    </Stack>
  );
}
