import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { lazy, Suspense } from 'react';
import { strings } from '../../../../contract/strings';
import { getRunnerPriceHistory$ } from '../../../../streams/sports/getPriceHistory$';
import { DialogCloseButton } from '../../DialogCloseButton';
import { useMatchInfo } from './MatchContext';

// x-charts is heavy and few bettors open a chart: it loads on the first open, not with the match page.
const PriceHistoryChart = lazy(() => import('./PriceHistoryChart'));

const PRICE_CHART_HEIGHT = 160;

/** A runner's last traded price since its market opened: the latest price and its chart (polled while shown). */
export function PriceHistoryPanel({
  marketId,
  selectionId,
  name,
  onClose,
}: {
  marketId: string;
  selectionId: number;
  name: string;
  onClose: () => void;
}) {
  const info = useMatchInfo();
  const history = useObservableState(getRunnerPriceHistory$(info.key, marketId, selectionId));
  const points = history?.data;
  const last = points?.at(-1);
  const chartBox = { height: PRICE_CHART_HEIGHT };
  return (
    <Box sx={{ position: 'relative', p: 1.5 }}>
      <DialogCloseButton onClose={onClose} />
      <Box sx={{ pr: 5, mb: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: 15 }}>
          {strings.priceHistory}
        </Typography>
        <Stack direction="row" justifyContent="space-between" alignItems="baseline" gap={1}>
          <Typography noWrap sx={{ fontSize: 13, fontWeight: 600, minWidth: 0 }}>
            {name}
          </Typography>
          {last && (
            <Typography sx={{ fontSize: 13, whiteSpace: 'nowrap' }} data-testid="last-traded">
              {strings.lastTraded}: <b>{last.price}</b>
            </Typography>
          )}
        </Stack>
      </Box>
      {points === undefined ? (
        <Skeleton variant="rounded" sx={chartBox} />
      ) : points.length === 0 ? (
        <Typography color="text.secondary" sx={{ ...chartBox, fontSize: 13 }}>
          {strings.noPriceHistory}
        </Typography>
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" sx={chartBox} />}>
          <PriceHistoryChart points={points} until={history?.at ?? 0} height={PRICE_CHART_HEIGHT} label={name} />
        </Suspense>
      )}
    </Box>
  );
}
