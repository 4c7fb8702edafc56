import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useObservable, useObservableState } from 'observable-hooks';
import { switchMap } from 'rxjs';
import { strings } from '../../../contract/strings';
import type { DateRange } from '../../../streams/records/dataSource';
import { fetchProfitLossSeries } from '../../../streams/records/profitLossSeries';
import { formatAmount } from '../../components/formatAmount';
import { AmountText } from './AmountText';
import { formatDateTime } from '../../components/formatDateTime';
import { profitLossTimeAxis } from './profitLossTimeAxis';

/** Settlement dots up to this many points; past it the line alone reads better. */
const MAX_MARKED_POINTS = 40;

/** The running profit and loss of every bet settled in the window, above the P&L table (loaded on its own). */
export default function ProfitLossChart({ range }: { range: DateRange }) {
  const series$ = useObservable(
    (inputs$) => inputs$.pipe(switchMap(([from, to]) => fetchProfitLossSeries({ from, to }))),
    [range.from, range.to],
  );
  const points = useObservableState(series$)?.data ?? [];
  if (points.length === 0) return null;
  const total = points[points.length - 1]?.total ?? 0;
  const axis = profitLossTimeAxis(points);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="figure" aria-label={strings.profitLossChartTitle}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" flexWrap="wrap" gap={1}>
        <Typography variant="subtitle1" component="h2" fontWeight={700}>
          {strings.profitLossChartTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {strings.profitLossTotal}: <AmountText value={total} />
        </Typography>
      </Stack>
      <LineChart
        height={220}
        // Room on the right for half the last time label, which is centred on the axis's end.
        margin={{ left: 8, right: 36, top: 16, bottom: 8 }}
        xAxis={[
          {
            data: axis.points.map((point) => point.at),
            scaleType: 'time',
            min: axis.min,
            max: axis.max,
            valueFormatter: (at: number, context) => (context.location === 'tick' ? axis.format(at) : formatDateTime(at)),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formatAmount(value), width: 72 }]}
        series={[
          {
            data: axis.points.map((point) => point.total),
            // The total changes only when a bet settles: it holds level until the next settlement.
            curve: 'stepAfter',
            showMark: points.length <= MAX_MARKED_POINTS,
            color: total >= 0 ? '#2e7d32' : '#d32f2f',
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Paper>
  );
}
