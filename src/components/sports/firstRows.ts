/** The blocks holding the first `limit` rows, in order, the last one cut at the limit (each keeps its full row count). */
export function firstRows<Row>(blocks: readonly [number, Row[]][], limit: number): { key: number; rows: Row[]; count: number }[] {
  const shown: { key: number; rows: Row[]; count: number }[] = [];
  let left = limit;
  for (const [key, rows] of blocks) {
    if (left <= 0) break;
    shown.push({ key, rows: rows.slice(0, left), count: rows.length });
    left -= rows.length;
  }
  return shown;
}
