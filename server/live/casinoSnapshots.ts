import type { CasinoResult } from '../../contract/casino';
import type { TableDef } from '../engines/casino/tables';
import { publicTable, type PublicTable } from './casinoView';

/** The answers of a table's public endpoints, serialised once per tick and sent as they are. */
export interface TableSnapshot {
  table: PublicTable;
  /** GET /casino/data/{casinoType}/{eventId}: live data with the results. */
  data: string;
  /** GET sports/v1/casino/{feed}/data. */
  feed: string;
  /** GET sports/v1/casino/{feed}/result. */
  feedResults: string;
}

function snapshotOf(table: PublicTable): TableSnapshot {
  return {
    table,
    data: JSON.stringify({ status: true, data: { ...table.live, result: table.results } }),
    feed: JSON.stringify({ status: true, data: table.live }),
    feedResults: JSON.stringify({ status: true, data: { data: table.results } }),
  };
}

const empties = new Map<TableDef, TableSnapshot>();

/** What a table shows before its first round (no dealer running in this process yet). */
export function emptySnapshot(def: TableDef): TableSnapshot {
  const cached = empties.get(def);
  if (cached) return cached;
  const snapshot = snapshotOf(publicTable({ def, round: null, results: [] }));
  empties.set(def, snapshot);
  return snapshot;
}

/** The in-memory snapshots the public casino routes serve, one per table key. */
export function createCasinoSnapshots() {
  const byTable = new Map<string, TableSnapshot>();
  return {
    publish(tableKey: string, table: PublicTable): void {
      byTable.set(tableKey, snapshotOf(table));
    },
    get: (tableKey: string): TableSnapshot | undefined => byTable.get(tableKey),
    /** A settled round still in a table's public results. */
    findResult(mid: string): CasinoResult | undefined {
      for (const snapshot of byTable.values()) {
        const found = snapshot.table.results.find((result) => result.mid === mid);
        if (found) return found;
      }
      return undefined;
    },
  };
}

export type CasinoSnapshots = ReturnType<typeof createCasinoSnapshots>;
