import dayjs from 'dayjs';
import type { ProfitLossPoint } from '../../../streams/records/profitLossSeries';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** The label of a time tick, as fine as the span needs: no two ticks of one chart read the same. */
function formatFor(span: number): string {
  if (span < 2 * MINUTE) return 'HH:mm:ss';
  if (span < DAY) return 'HH:mm';
  if (span < 7 * DAY) return 'DD MMM HH:mm';
  if (span < 365 * DAY) return 'DD MMM';
  return 'MMM YYYY';
}

export interface ProfitLossTimeAxis {
  min: number;
  max: number;
  format: (at: number) => string;
  /** The line: 0 at the start of the axis, then the running total, which steps at each settlement. */
  points: ProfitLossPoint[];
}

/**
 * The time axis of the P&L chart over the settlements (in booking order): padded either side so a lone
 * settlement, or many in one second, still draw a line, with labels as fine as the span (seconds within a
 * minute or two, dates over weeks, months over years).
 */
export function profitLossTimeAxis(points: ProfitLossPoint[]): ProfitLossTimeAxis {
  const first = points[0]?.at ?? 0;
  const last = points[points.length - 1]?.at ?? first;
  const pad = Math.max((last - first) * 0.02, 5 * SECOND);
  const min = first - pad;
  const max = last + pad;
  const pattern = formatFor(max - min);
  return { min, max, format: (at) => dayjs(at).format(pattern), points: [{ at: min, total: 0 }, ...points] };
}
