import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';
import type { PricePoint } from '../../../../contract/sports';
import { sportsLabels } from '../sportsLabels';

const formatPrice = (price: number | null) => (price === null ? '' : String(Math.round(price * 100) / 100));

/**
 * A runner's traded prices over time; a price holds until the next trade, so the line steps, and the last one
 * runs on to `until` (when the history was read). Loaded lazily.
 */
export default function PriceHistoryChart({
  points,
  until,
  height,
  label,
}: {
  points: PricePoint[];
  until: number;
  height: number;
  label: string;
}) {
  const last = points[points.length - 1];
  const line = last && until > last.at ? [...points, { at: until, price: last.price }] : points;
  return (
    <Box role="img" aria-label={sportsLabels.priceChart(label)}>
      <LineChart
        height={height}
        margin={{ left: 4, right: 12, top: 8, bottom: 4 }}
        xAxis={[
          {
            data: line.map((point) => point.at),
            scaleType: 'time',
            valueFormatter: (at: number) => dayjs(at).format('HH:mm'),
            tickNumber: 4,
          },
        ]}
        yAxis={[{ width: 52, tickNumber: 4, valueFormatter: formatPrice }]}
        series={[{ data: line.map((point) => point.price), curve: 'stepAfter', showMark: false, valueFormatter: formatPrice }]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Box>
  );
}
