import Box from '@mui/material/Box';
import { CasinoSlip } from './CasinoSlip';
import { ChipRow } from './ChipRow';
import type { PickFlow } from './usePickFlow';

/** CAS-ALL-02: the chip row of a chip table, or the slip of the others once a selection is tapped. */
export function BetControls({ flow }: { flow: PickFlow }) {
  if (flow.chipBet) return <ChipRow chip={flow.chip} onChange={flow.setChip} />;
  if (!flow.betting.slip) return null;
  return (
    // Below the two-column width the slip floats at the bottom, in reach of the tapped tile.
    <Box
      sx={{
        position: { xs: 'fixed', lg: 'static' },
        left: 8,
        right: 8,
        bottom: 8,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        maxWidth: { xs: 560, lg: 'none' },
        mx: 'auto',
        boxShadow: { xs: 12, lg: 0 },
        borderRadius: 2,
      }}
    >
      <CasinoSlip pick={flow.betting.slip} busy={flow.betting.busy} onCancel={flow.betting.closeSlip} onConfirm={flow.confirmSlip} />
    </Box>
  );
}
