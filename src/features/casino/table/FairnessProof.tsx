import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { strings } from '../../../../contract/strings';
import { seedHash$ } from '../../../../streams/casino/roundDetail$';

const mono = { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } as const;

/** Provably fair: the round's revealed seed and its SHA-256, the hash that was published before betting opened. */
export function FairnessProof({ seed }: { seed: string }) {
  const hash$ = useMemo(() => seedHash$(seed), [seed]);
  const hash = useObservableState(hash$);
  return (
    <Box sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{strings.fairness}</Typography>
      <Typography sx={mono}>
        {strings.roundSeed}: {seed}
      </Typography>
      <Typography sx={mono} data-testid="round-hash">
        {strings.roundHash}: {hash ?? '…'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {strings.fairnessHint}
      </Typography>
    </Box>
  );
}
