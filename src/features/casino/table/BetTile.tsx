import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CasinoRunner } from '../../../../contract/casino';
import { runnerName } from '../../../../streams/casino/boardLayout';
import { usePriceHighlight } from '../../../components/usePriceHighlight';
import { ProfitLoss } from './ProfitLoss';
import { RunnerLabel } from './RunnerLabel';
import { SelectionButton } from './SelectionButton';
import { SuspendedOverlay } from './SuspendedOverlay';
import { tileAccent } from './tileColours';

export interface BetTileProps {
  runner: CasinoRunner;
  /** The user's profit/loss on it this round; undefined when logged out (CAS-ALL-03). */
  position: number | undefined;
  suspended: boolean;
  /** The board's own SUSPENDED covers every tile: no second overlay of its own under it (CAS-ALL-06). */
  covered: boolean;
  selected: boolean;
  onTap: () => void;
}

/** CAS-ALL-02: a selection's tile — name (or card), rate, the user's P/L — a comfortable touch target. */
export function BetTile({ position, ...selection }: BetTileProps) {
  const { runner, suspended, covered, selected } = selection;
  const name = runnerName(runner);
  const highlight = usePriceHighlight(runner.rate);
  return (
    <Box sx={{ position: 'relative', borderRadius: 2, minWidth: 0 }}>
      <SelectionButton
        {...selection}
        name={name}
        sx={{
          width: '100%',
          minHeight: 72,
          px: 1,
          py: 1,
          borderRadius: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          color: '#fff',
          background: `linear-gradient(160deg, ${tileAccent(name)} 0%, rgba(0,0,0,0.55) 140%)`,
          border: '2px solid',
          borderColor: selected ? 'secondary.main' : 'rgba(255,255,255,0.18)',
          boxShadow: selected ? 6 : 1,
          transition: 'transform 120ms, box-shadow 120ms',
          '&:active': { transform: 'scale(0.97)' },
        }}
      >
        <RunnerLabel name={name} />
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: 17,
            px: 1,
            borderRadius: 1,
            bgcolor: highlight ? 'secondary.main' : 'rgba(0,0,0,0.35)',
            transition: 'background-color 200ms',
          }}
        >
          {runner.rate}
        </Typography>
        {position !== undefined && <ProfitLoss value={position} />}
      </SelectionButton>
      {suspended && !covered && <SuspendedOverlay compact />}
    </Box>
  );
}
