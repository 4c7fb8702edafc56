import Box from '@mui/material/Box';
import type { BetSide } from '../../../../contract/margins';
import { strings } from '../../../../contract/strings';
import { runnerName } from '../../../../streams/casino/boardLayout';
import { sideRate } from '../../../../streams/casino/casinoBet';
import { priceColors } from '../../../components/sports/priceColors';
import type { BetTileProps } from './BetTile';
import { ProfitLoss } from './ProfitLoss';
import { RunnerLabel } from './RunnerLabel';
import { SelectionButton } from './SelectionButton';
import { SuspendedOverlay } from './SuspendedOverlay';

export interface BackLayRowProps extends Omit<BetTileProps, 'selected' | 'onTap'> {
  /** The side of this runner in the slip, if any. */
  selectedSide: BetSide | null;
  onTap: (side: BetSide) => void;
}

const SIDES: readonly BetSide[] = ['back', 'lay'];

/** A runner that takes lays: its name and P/L, a blue back and a pink lay rate to tap (the exchange's colours). */
export function BackLayRow({ position, selectedSide, onTap, ...selection }: BackLayRowProps) {
  const { runner, suspended, covered } = selection;
  const name = runnerName(runner);
  return (
    <Box
      data-row={runner.sid}
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr repeat(2, minmax(72px, 96px))',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.75,
        borderBottom: '1px solid rgba(255,255,255,0.08)',
      }}
    >
      <Box sx={{ justifySelf: 'start', display: 'grid', gap: 0.25, justifyItems: 'start' }}>
        <RunnerLabel name={name} />
        {position !== undefined && <ProfitLoss value={position} />}
      </Box>
      {SIDES.map((side) => (
        <Box key={side} sx={{ position: 'relative', borderRadius: 1.5 }}>
          <SelectionButton
            {...selection}
            side={side}
            name={name}
            selected={selectedSide === side}
            onTap={() => onTap(side)}
            sx={{
              width: '100%',
              minHeight: 52,
              borderRadius: 1.5,
              display: 'flex',
              flexDirection: 'column',
              color: priceColors.text,
              bgcolor: side === 'back' ? priceColors.back : priceColors.lay,
              border: '2px solid',
              // The tapped side stands out on its light colour: a dark ring, like the exchange's selected price.
              borderColor: selectedSide === side ? priceColors.text : 'transparent',
              boxShadow: selectedSide === side ? '0 0 0 2px #fff' : 'none',
            }}
          >
            <Box component="span" sx={{ fontWeight: 800, fontSize: 17, lineHeight: 1.1 }}>
              {sideRate(runner, side)}
            </Box>
            <Box component="span" sx={{ fontSize: 11, opacity: 0.75 }}>
              {side === 'back' ? strings.back : strings.lay}
            </Box>
          </SelectionButton>
          {suspended && !covered && <SuspendedOverlay compact />}
        </Box>
      ))}
    </Box>
  );
}
