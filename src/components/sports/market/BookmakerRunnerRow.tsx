import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { memo } from 'react';
import type { BetSide } from '../../../../streams/rules/money';
import { bookmakerRunnerOverlay } from '../../../../streams/sports/marketStatus';
import { getBookmakerRunner$ } from '../../../../streams/sports/match/bookmakerSlices';
import { isSlipOpenAt$, openSlip } from '../../../../streams/sports/slip/slip$';
import { PriceCell } from '../PriceCell';
import { sportsLabels } from '../sportsLabels';
import { BetSlip } from './BetSlip';
import { useMatchInfo } from './MatchContext';
import { MarketOverlay } from './MarketOverlay';
import { RunnerPositionText } from './RunnerPositionText';
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

/** MKT-09: one bookmaker runner — back and lay rates, SUSPENDED over a suspended runner. */
export const BookmakerRunnerRow = memo(function BookmakerRunnerRow({ marketId, marketName, selectionId, name, runnerNames, selectionIds, locked }: Props) {
  const info = useMatchInfo();
  const runner = useObservableState(getBookmakerRunner$(info.key, marketId, selectionId));
  const slipOpen = useObservableState(isSlipOpenAt$(marketId, selectionId), false);
  const overlay = runner === undefined ? null : bookmakerRunnerOverlay(runner);
  const blocked = locked || overlay !== null || runner === undefined;
  const pick = (side: BetSide, price: number | undefined) => () => {
    if (price === undefined) return;
    openSlip({ market: 'bookmaker', key: info.key, marketId, marketName, selectionId, selection: name, side, price, runners: runnerNames, eventName: info.eventName, sportsName: info.sportsName, inPlay: info.inPlay });
  };
  return (
    <>
      <Box sx={rowSx}>
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }}>{name}</Typography>
          <RunnerPositionText matchId={info.key.matchId} marketId={marketId} selectionIds={selectionIds} selectionId={selectionId} />
        </Box>
        <Box sx={{ position: 'relative', gridColumn: 'span 2', display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '3px' }}>
          {overlay !== null && <MarketOverlay text={overlay} />}
          <PriceCell side="back" price={runner?.back} disabled={blocked} onSelect={pick('back', runner?.back)} label={sportsLabels.price('back', name)} />
          <PriceCell side="lay" price={runner?.lay} disabled={blocked} onSelect={pick('lay', runner?.lay)} label={sportsLabels.price('lay', name)} />
        </Box>
      </Box>
      {slipOpen && <BetSlip />}
    </>
  );
});
