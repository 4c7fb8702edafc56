import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import type { ReactNode } from 'react';
import type { BetSide } from '../../../../streams/rules/money';
import { isSlipOpenAt$, openSlip } from '../../../../streams/sports/slip/slip$';
import type { SlipMarket } from '../../../../streams/sports/slip/slipTypes';
import { BetSlip } from './BetSlip';
import { useMatchInfo } from './MatchContext';
import { RunnerPositionText } from './RunnerPositionText';
import { rowSx } from './rowSx';

/** What a Match Odds or Bookmaker runner row is given by its market block. */
export interface RunnerRowProps {
  marketId: string;
  marketName: string;
  selectionId: number;
  name: string;
  runnerNames: string[];
  selectionIds: number[];
  locked: boolean;
}

/** BET-01 BET-12: opens the slip on this runner at the clicked side and price (BET-24 fields from the match). */
export function useOpenRunnerSlip(
  market: Exclude<SlipMarket, 'fancy'>,
  { marketId, marketName, selectionId, name, runnerNames }: RunnerRowProps,
) {
  const info = useMatchInfo();
  return (side: BetSide, price: number | undefined) => () => {
    if (price === undefined) return;
    openSlip({
      market,
      key: info.key,
      marketId,
      marketName,
      selectionId,
      selection: name,
      side,
      price,
      runners: runnerNames,
      eventName: info.eventName,
      sportsName: info.sportsName,
      inPlay: info.inPlay,
    });
  };
}

/** A runner's row: its name (and `nameAction` beside it) and position, its prices (children), and the slip beneath it when opened on it. */
export function RunnerRow({
  marketId,
  selectionId,
  name,
  selectionIds,
  nameAction,
  children,
}: Pick<RunnerRowProps, 'marketId' | 'selectionId' | 'name' | 'selectionIds'> & { nameAction?: ReactNode; children: ReactNode }) {
  const info = useMatchInfo();
  const slipOpen = useObservableState(isSlipOpenAt$(marketId, selectionId), false);
  return (
    <>
      <Box sx={rowSx}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }}>
              {name}
            </Typography>
            {nameAction}
          </Box>
          <RunnerPositionText matchId={info.key.matchId} marketId={marketId} selectionIds={selectionIds} selectionId={selectionId} />
        </Box>
        {children}
      </Box>
      {slipOpen && <BetSlip />}
    </>
  );
}
