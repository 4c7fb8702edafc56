import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { memo, useState } from 'react';
import { strings } from '../../../../contract/strings';
import type { BetSide } from '../../../../streams/rules/money';
import { fancyOverlay } from '../../../../streams/sports/marketStatus';
import { getFancyLine$ } from '../../../../streams/sports/match/fancySlices';
import { isSlipOpenAt$, openSlip } from '../../../../streams/sports/slip/slip$';
import { PriceCell } from '../PriceCell';
import { sportsLabels } from '../sportsLabels';
import { BetSlip } from './BetSlip';
import { FancyBookDialog } from './FancyBookDialog';
import { fancyMarketId } from './fancyMarketId';
import { useMatchInfo } from './MatchContext';
import { MarketOverlay } from './MarketOverlay';
import { rowSx } from './rowSx';

/** MKT-10 MKT-12 MKT-16: one fancy line — No (lay) and Yes (back) with their rates, the status overlay, and its Book. */
export const FancyLineRow = memo(function FancyLineRow({ selectionId, name }: { selectionId: number; name: string }) {
  const info = useMatchInfo();
  const marketId = fancyMarketId(info.key);
  const line = useObservableState(getFancyLine$(info.key, selectionId));
  const slipOpen = useObservableState(isSlipOpenAt$(marketId, selectionId), false);
  const [bookOpen, setBookOpen] = useState(false);
  const overlay = line === undefined ? strings.suspended : fancyOverlay(line);
  const pick = (side: BetSide) => () => {
    if (line === undefined) return;
    const back = side === 'back';
    openSlip({
      market: 'fancy',
      key: info.key,
      marketId,
      marketName: 'Fancy',
      selectionId,
      selection: name,
      side,
      price: back ? line.BackPrice1 : line.LayPrice1,
      size: back ? line.BackSize1 : line.LaySize1,
      backSize: line.BackSize1,
      laySize: line.LaySize1,
      runners: [],
      eventName: info.eventName,
      sportsName: info.sportsName,
      inPlay: info.inPlay,
    });
  };
  return (
    <>
      <Box sx={rowSx}>
        <Box sx={{ minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 600, fontSize: 14, flex: 1, minWidth: 0 }} noWrap>
            {name}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => setBookOpen(true)} sx={{ minWidth: 0, px: 1, py: 0, fontSize: 12 }}>
            {strings.book}
          </Button>
        </Box>
        <Box sx={{ position: 'relative', gridColumn: 'span 2', display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '3px' }}>
          {overlay !== null && <MarketOverlay text={overlay} />}
          <PriceCell
            side="lay"
            price={line?.LayPrice1}
            size={line ? String(line.LaySize1) : undefined}
            disabled={overlay !== null}
            onSelect={pick('lay')}
            label={sportsLabels.price('lay', name)}
          />
          <PriceCell
            side="back"
            price={line?.BackPrice1}
            size={line ? String(line.BackSize1) : undefined}
            disabled={overlay !== null}
            onSelect={pick('back')}
            label={sportsLabels.price('back', name)}
          />
        </Box>
      </Box>
      {slipOpen && <BetSlip />}
      {bookOpen && (
        <FancyBookDialog
          open
          onClose={() => setBookOpen(false)}
          matchId={info.key.matchId}
          marketId={marketId}
          selectionId={selectionId}
          name={name}
        />
      )}
    </>
  );
});
