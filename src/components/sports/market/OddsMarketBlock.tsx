import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { memo, useMemo, type ReactNode } from 'react';
import { strings } from '../../../../contract/strings';
import { formatMatched } from '../../../../streams/sports/formatMatched';
import { matchOddsOverlay } from '../../../../streams/sports/marketStatus';
import { getOddsMarketState$, type MarketLayout } from '../../../../streams/sports/match/oddsSlices';
import { useMatchInfo } from './MatchContext';
import { MarketCashOut } from './MarketCashOut';
import { MarketHeader, backLayHeads } from './MarketHeader';
import { MarketOverlay } from './MarketOverlay';
import { marketGridSx } from './marketGrid';
import { OddsRunnerRow } from './OddsRunnerRow';

/** MKT-07 MKT-08 MKT-11: one match odds market — title, matched volume, the bettor's cash-out, runners, and the status overlay when not OPEN. */
export const OddsMarketBlock = memo(function OddsMarketBlock({ layout, actions }: { layout: MarketLayout; actions?: ReactNode }) {
  const info = useMatchInfo();
  const state = useObservableState(getOddsMarketState$(info.key, layout.marketId));
  const overlay = state === undefined ? strings.suspended : matchOddsOverlay(state);
  const runnerNames = useMemo(() => layout.runners.map((runner) => runner.runner), [layout]);
  const selectionIds = useMemo(() => layout.runners.map((runner) => runner.selectionId), [layout]);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', ...marketGridSx(3) }} aria-label={layout.marketName} component="section">
      <MarketHeader
        title={layout.marketName}
        heads={backLayHeads}
        depth={3}
        banner={<MarketCashOut marketId={layout.marketId} marketName={layout.marketName} />}
        extra={
          <>
            {state && (
              <Typography component="span" sx={{ fontSize: 12, fontWeight: 700, opacity: 0.9 }} data-testid="matched">
                {strings.matched}: {formatMatched(state.totalMatched)}
              </Typography>
            )}
            {actions}
          </>
        }
      />
      <Box sx={{ position: 'relative' }}>
        {overlay !== null && <MarketOverlay text={overlay} />}
        {layout.runners.map((runner) => (
          <OddsRunnerRow
            key={runner.selectionId}
            marketId={layout.marketId}
            marketName={layout.marketName}
            selectionId={runner.selectionId}
            name={runner.runner}
            runnerNames={runnerNames}
            selectionIds={selectionIds}
            locked={overlay !== null}
          />
        ))}
      </Box>
    </Paper>
  );
});
