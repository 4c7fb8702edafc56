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
import { formatDateTime } from './formatDateTime';

/** The running profit and loss of every bet settled in the window, above the P&L table (loaded on its own). */
export default function ProfitLossChart({ range }: { range: DateRange }) {
  const series$ = useObservable((inputs$) => inputs$.pipe(switchMap(([from, to]) => fetchProfitLossSeries({ from, to }))), [
    range.from,
    range.to,
  ]);
  const points = useObservableState(series$)?.data ?? [];
  if (points.length === 0) return null;
  const total = points[points.length - 1]?.total ?? 0;
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
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
        xAxis={[{ data: points.map((point) => point.at), scaleType: 'time', valueFormatter: (at: number) => formatDateTime(at) }]}
        yAxis={[{ valueFormatter: (value: number) => formatAmount(value), width: 72 }]}
        series={[{ data: points.map((point) => point.total), area: true, showMark: false, color: total >= 0 ? '#2e7d32' : '#d32f2f' }]}
        grid={{ horizontal: true }}
      />
    </Paper>
  );
}
