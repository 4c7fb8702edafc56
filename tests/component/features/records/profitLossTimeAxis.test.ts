import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { profitLossTimeAxis } from '../../../../src/features/records/profitLossTimeAxis';

const at = (text: string) => dayjs(text).valueOf();
const labels = (axis: ReturnType<typeof profitLossTimeAxis>, count: number) =>
  Array.from({ length: count }, (_, index) => axis.format(axis.min + ((axis.max - axis.min) * index) / (count - 1)));

describe('the P&L chart time axis', () => {
  it('REC-15 settlements all in one minute: a padded axis with second labels that differ, the line from 0', () => {
    const points = [
      { at: at('2026-11-25T04:33:10'), total: 250 },
      { at: at('2026-11-25T04:33:10'), total: 100 },
      { at: at('2026-11-25T04:33:12'), total: -300 },
    ];
    const axis = profitLossTimeAxis(points);
    expect(axis.max - axis.min).toBeGreaterThan(0);
    expect(axis.min).toBeLessThan(points[0]?.at ?? 0);
    expect(axis.points).toEqual([{ at: axis.min, total: 0 }, ...points]);
    expect(new Set(labels(axis, 6)).size).toBe(6);
    expect(axis.format(at('2026-11-25T04:33:10'))).toBe('04:33:10');
  });

  it('REC-15 a lone settlement still spans an axis', () => {
    const axis = profitLossTimeAxis([{ at: at('2026-11-25T04:33:10'), total: 40 }]);
    expect(axis.max - axis.min).toBeGreaterThanOrEqual(10_000);
  });

  it('REC-15 a day reads in hours, weeks in dates, years in months', () => {
    expect(
      profitLossTimeAxis([
        { at: at('2026-11-25T01:00'), total: 1 },
        { at: at('2026-11-25T20:00'), total: 2 },
      ]).format(at('2026-11-25T13:05')),
    ).toBe('13:05');
    const weeks = profitLossTimeAxis([
      { at: at('2026-10-01T01:00'), total: 1 },
      { at: at('2026-11-25T20:00'), total: 2 },
    ]);
    expect(weeks.format(at('2026-11-03T13:05'))).toBe('03 Nov');
    expect(new Set(labels(weeks, 8)).size).toBe(8);
    const years = profitLossTimeAxis([
      { at: at('2024-10-01T01:00'), total: 1 },
      { at: at('2026-11-25T20:00'), total: 2 },
    ]);
    expect(years.format(at('2025-03-03T13:05'))).toBe('Mar 2025');
  });
});
