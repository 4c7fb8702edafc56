import Box from '@mui/material/Box';
import { useObservableState } from 'observable-hooks';
import { memo } from 'react';
import { strings } from '../../../../contract/strings';
import type { BetSide } from '../../../../streams/rules/money';
import { getOddsRunner$ } from '../../../../streams/sports/match/oddsSlices';
import { PriceCell } from '../PriceCell';
import { sportsLabels } from '../sportsLabels';
import { useMatchInfo } from './MatchContext';
import { deepLevelSx } from './marketGrid';
import { formatSize } from './formatSize';
import { PriceHistoryButton } from './PriceHistoryButton';
import { RunnerRow, useOpenRunnerSlip, type RunnerRowProps } from './RunnerRow';

const LEVELS = [0, 1, 2];

/** MKT-07: one match odds runner — three back and three lay levels, its position, the slip when opened on it; Match Odds runners have a price chart. */
export const OddsRunnerRow = memo(function OddsRunnerRow(props: RunnerRowProps) {
  const { marketId, marketName, selectionId, name, locked } = props;
  const info = useMatchInfo();
  const runner = useObservableState(getOddsRunner$(info.key, marketId, selectionId));
  const pick = useOpenRunnerSlip('odds', props);
  const suspended = locked || runner === undefined || runner.status.toUpperCase() === 'SUSPENDED';
  const cell = (side: BetSide, depth: number) => {
    const level = (side === 'back' ? runner?.ex.availableToBack : runner?.ex.availableToLay)?.[depth];
    return (
      <Box key={`${side}${depth}`} sx={depth > 0 ? deepLevelSx : { display: 'flex' }}>
        <PriceCell
          side={side}
          price={level?.price}
          size={formatSize(level?.size)}
          depth={depth}
          disabled={suspended}
          onSelect={depth === 0 ? pick(side, level?.price) : undefined}
          label={sportsLabels.price(side, name, depth + 1)}
        />
      </Box>
    );
  };
  return (
    <RunnerRow
      {...props}
      nameAction={marketName === strings.matchOdds && <PriceHistoryButton marketId={marketId} selectionId={selectionId} name={name} />}
    >
      {[...LEVELS].reverse().map((depth) => cell('back', depth))}
      {LEVELS.map((depth) => cell('lay', depth))}
    </RunnerRow>
  );
});
