import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { memo, useMemo } from 'react';
import { isOpenStatus } from '../../../../streams/sports/marketStatus';
import type { MarketLayout } from '../../../../streams/sports/match/oddsSlices';
import { BookmakerRunnerRow } from './BookmakerRunnerRow';
import { MarketHeader, backLayHeads } from './MarketHeader';
import { MarketOverlay } from './MarketOverlay';

/** MKT-04 MKT-09: a bookmaker market — one back and one lay rate per runner. */
export const BookmakerMarketBlock = memo(function BookmakerMarketBlock({ layout }: { layout: MarketLayout & { status: string } }) {
  const runnerNames = useMemo(() => layout.runners.map((runner) => runner.runner), [layout]);
  const selectionIds = useMemo(() => layout.runners.map((runner) => runner.selectionId), [layout]);
  const closed = !isOpenStatus(layout.status);
  return (
    <Paper
      variant="outlined"
      sx={{ overflow: 'hidden', '--market-columns': 'minmax(0, 1fr) repeat(2, minmax(64px, 96px))' }}
      aria-label={layout.marketName}
      component="section"
    >
      <MarketHeader title={layout.marketName} heads={backLayHeads} depth={1} />
      <Box sx={{ position: 'relative' }}>
        {closed && <MarketOverlay text={layout.status} />}
        {layout.runners.map((runner) => (
          <BookmakerRunnerRow
            key={runner.selectionId}
            marketId={layout.marketId}
            marketName={layout.marketName}
            selectionId={runner.selectionId}
            name={runner.runner}
            runnerNames={runnerNames}
            selectionIds={selectionIds}
            locked={closed}
          />
        ))}
      </Box>
    </Paper>
  );
});
