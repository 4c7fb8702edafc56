import type { RecordColumn } from './recordColumn';

/** The width of the row-detail column: one touch-sized button and the cell's padding. */
export const DETAIL_COLUMN_WIDTH = 64;

/**
 * The columns a table of `width` px shows whole, in their own order: all of them when they fit; else, keeping room
 * for the row-detail button, the most important ones (lowest `priority`, then the leftmost) up to the first that
 * would not fit. A width of 0 (not laid out yet) shows them all.
 */
export function fitColumns<R>(columns: RecordColumn<R>[], width: number, widthOf: (column: RecordColumn<R>) => number): RecordColumn<R>[] {
  const total = columns.reduce((sum, column) => sum + widthOf(column), 0);
  if (width <= 0 || total <= width) return columns;
  const byImportance = [...columns].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  const kept = new Set<RecordColumn<R>>();
  let used = DETAIL_COLUMN_WIDTH;
  for (const column of byImportance) {
    used += widthOf(column);
    if (used > width && kept.size > 0) break;
    kept.add(column);
  }
  return columns.filter((column) => kept.has(column));
}
