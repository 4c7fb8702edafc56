import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';
import type { PricePoint } from '../../../../contract/sports';
import { sportsLabels } from '../sportsLabels';

/** A runner's traded prices over time; a price holds until the next trade, so the line steps. Loaded lazily. */
export default function PriceHistoryChart({ points, height, label }: { points: PricePoint[]; height: number; label: string }) {
  return (
    <Box role="img" aria-label={sportsLabels.priceChart(label)}>
      <LineChart
        height={height}
        margin={{ left: 4, right: 12, top: 8, bottom: 4 }}
        xAxis={[{ data: points.map((point) => point.at), scaleType: 'time', valueFormatter: (at: number) => dayjs(at).format('HH:mm'), tickNumber: 4 }]}
        yAxis={[{ width: 40, tickNumber: 4 }]}
        series={[{ data: points.map((point) => point.price), curve: 'stepAfter', showMark: points.length === 1, valueFormatter: (price) => (price === null ? '' : String(price)) }]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Box>
  );
}
