import Box from '@mui/material/Box';
import { runnerName } from '../../../../streams/casino/boardLayout';
import { usePriceHighlight } from '../../../components/usePriceHighlight';
import type { BetTileProps } from './BetTile';
import { ProfitLoss } from './ProfitLoss';
import { RunnerLabel } from './RunnerLabel';
import { SelectionButton } from './SelectionButton';
import { SuspendedOverlay } from './SuspendedOverlay';

/** CAS-L7B-01: one row per runner — its name or card, its P/L, and the rate to tap. */
export function BetRow({ position, ...selection }: BetTileProps) {
  const { runner, suspended, covered, selected } = selection;
  const name = runnerName(runner);
  const highlight = usePriceHighlight(runner.rate);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto 96px',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 0.75,
        borderBottom: '1px solid rgba(255,255,255,0.08)',
      }}
    >
      <Box sx={{ justifySelf: 'start' }}>
        <RunnerLabel name={name} cardWidth={28} />
      </Box>
      <Box sx={{ minWidth: 64, textAlign: 'right' }}>{position !== undefined && <ProfitLoss value={position} />}</Box>
      <Box sx={{ position: 'relative', borderRadius: 1.5 }}>
        <SelectionButton
          {...selection}
          name={name}
          sx={{
            width: '100%',
            minHeight: 52,
            borderRadius: 1.5,
            fontWeight: 800,
            fontSize: 17,
            color: '#0b1a2b',
            bgcolor: highlight ? 'secondary.main' : '#72bbef',
            border: '2px solid',
            borderColor: selected ? 'secondary.main' : 'transparent',
          }}
        >
          {runner.rate}
        </SelectionButton>
        {suspended && !covered && <SuspendedOverlay compact />}
      </Box>
    </Box>
  );
}
