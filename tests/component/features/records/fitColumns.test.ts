import { describe, expect, it } from 'vitest';
import { DETAIL_COLUMN_WIDTH, fitColumns } from '../../../../src/features/records/fitColumns';
import type { RecordColumn } from '../../../../src/features/records/recordColumn';

type Row = Record<string, never>;
const column = (field: string, minWidth: number, priority?: number): RecordColumn<Row> => ({
  field,
  headerName: field,
  value: () => '',
  minWidth,
  priority,
});
const widthOf = (each: RecordColumn<Row>) => each.minWidth ?? 0;
const fields = (columns: RecordColumn<Row>[]) => columns.map((each) => each.field);

// Widths 100 + 200 + 80 + 120 = 500; the detail button takes 64 of a table that cannot show them all.
const columns = [column('time', 100, 1), column('event', 200), column('odds', 80), column('remark', 120, 2)];

describe('record columns that fit a table', () => {
  it('shows every column when they fit, and all of them before the table is laid out', () => {
    expect(DETAIL_COLUMN_WIDTH).toBe(64);
    expect(fields(fitColumns(columns, 500, widthOf))).toEqual(['time', 'event', 'odds', 'remark']);
    expect(fields(fitColumns(columns, 0, widthOf))).toEqual(['time', 'event', 'odds', 'remark']);
  });

  it('keeps the most important columns, in their own order, with room for the detail button', () => {
    // 499 px: 64 + event 200 + odds 80 + time 100 = 444; remark would make 564.
    expect(fields(fitColumns(columns, 499, widthOf))).toEqual(['time', 'event', 'odds']);
    // 443 px: time no longer fits (444), and nothing after it is tried.
    expect(fields(fitColumns(columns, 443, widthOf))).toEqual(['event', 'odds']);
  });

  it('keeps the first column even when it alone is wider than the table', () => {
    expect(fields(fitColumns(columns, 150, widthOf))).toEqual(['event']);
  });
});
