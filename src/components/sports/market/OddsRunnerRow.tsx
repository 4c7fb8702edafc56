import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { memo } from 'react';
import type { PriceSize } from '../../../../contract/sports';
import { getOddsRunner$ } from '../../../../streams/sports/match/oddsSlices';
import { isSlipOpenAt$, openSlip } from '../../../../streams/sports/slip/slip$';
import type { BetSide } from '../../../../streams/rules/money';
import { PriceCell } from '../PriceCell';
import { sportsLabels } from '../sportsLabels';
import { BetSlip } from './BetSlip';
import { useMatchInfo } from './MatchContext';
import { deepLevelSx } from './marketGrid';
import { RunnerPositionText } from './RunnerPositionText';
import { formatSize } from './formatSize';
import { rowSx } from './rowSx';

interface Props {
  marketId: string;
  marketName: string;
  selectionId: number;
  name: string;
  runnerNames: string[];
  selectionIds: number[];
  locked: boolean;
}

const LEVELS = [0, 1, 2];

/** MKT-07: one match odds runner — three back and three lay levels, its position, and the slip when opened on it. */
export const OddsRunnerRow = memo(function OddsRunnerRow({ marketId, marketName, selectionId, name, runnerNames, selectionIds, locked }: Props) {
  const info = useMatchInfo();
  const runner = useObservableState(getOddsRunner$(info.key, marketId, selectionId));
  const slipOpen = useObservableState(isSlipOpenAt$(marketId, selectionId), false);
  const suspended = locked || runner === undefined || runner.status.toUpperCase() === 'SUSPENDED';
  const pick = (side: BetSide, level: PriceSize | undefined) => () => {
    if (level === undefined) return;
    openSlip({ market: 'odds', key: info.key, marketId, marketName, selectionId, selection: name, side, price: level.price, runners: runnerNames, eventName: info.eventName, sportsName: info.sportsName, inPlay: info.inPlay });
  };
  const cell = (side: BetSide, depth: number) => {
    const level = (side === 'back' ? runner?.ex.availableToBack : runner?.ex.availableToLay)?.[depth];
    return (
      <Box key={`${side}${depth}`} sx={depth > 0 ? deepLevelSx : { display: 'flex' }}>
        <PriceCell side={side} price={level?.price} size={formatSize(level?.size)} depth={depth} disabled={suspended} onSelect={depth === 0 ? pick(side, level) : undefined} label={sportsLabels.price(side, name, depth + 1)} />
      </Box>
    );
  };
  return (
    <>
      <Box sx={rowSx}>
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }}>{name}</Typography>
          <RunnerPositionText matchId={info.key.matchId} marketId={marketId} selectionIds={selectionIds} selectionId={selectionId} />
        </Box>
        {[...LEVELS].reverse().map((depth) => cell('back', depth))}
        {LEVELS.map((depth) => cell('lay', depth))}
      </Box>
      {slipOpen && <BetSlip />}
    </>
  );
});
