import { useState } from 'react';
import { now } from '../../../streams/core/clock';
import { dataSourceRange, defaultRange, type DataSource, type DateRange } from '../../../streams/records/dataSource';

export interface RangeState {
  range: DateRange;
  source: DataSource;
}

/** OPEN-101: today, with the "Data Source" placeholder. */
export const initialRange = (nowMs: number): RangeState => ({ range: defaultRange(nowMs), source: '' });

/** REC-06: a Data Source choice sets its window. */
export const chooseSource = (source: Exclude<DataSource, ''>, nowMs: number): RangeState => ({
  range: dataSourceRange(source, nowMs),
  source,
});

/** REC-07: editing a date clears the Data Source choice (the page goes back to 1 with the new range). */
export const editDate = (state: RangeState, field: keyof DateRange, value: string): RangeState => ({
  range: { ...state.range, [field]: value },
  source: '',
});

/** The record window of a page and its two ways of changing. */
export function useRecordRange() {
  const [state, setState] = useState(() => initialRange(now()));
  return {
    ...state,
    chooseSource: (source: Exclude<DataSource, ''>) => setState(chooseSource(source, now())),
    editDate: (field: keyof DateRange, value: string) => setState((current) => editDate(current, field, value)),
  };
}

export type RecordRange = ReturnType<typeof useRecordRange>;
