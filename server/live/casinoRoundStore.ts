import { isoAt } from '../clock';
import type { Db } from '../db/connect';
import type { RoundStore } from '../engines/casino/roundStore';
import { insertRoundStart, latestStartOf, recentResultsOf, settleRoundRow, unsettledRoundsOf } from '../repositories/casinoRounds';

/** The rounds of every table in the database (RoundStore of the table loops). */
export function databaseRoundStore(db: Db): RoundStore {
  return {
    saveStart: (start) =>
      insertRoundStart(db, {
        mid: start.mid,
        table_key: start.tableKey,
        event_id: start.eventId,
        hash: start.hash,
        seed: start.seed,
        started_at: isoAt(start.startedAt),
      }),
    saveEnd: (end) => settleRoundRow(db, end.mid, { cards: end.cards, win: end.win, result: end.result, settled_at: isoAt(end.settledAt) }),
    recentResults: (tableKey, limit) => recentResultsOf(db, tableKey, limit),
    latestStart: async (tableKey) => {
      const startedAt = await latestStartOf(db, tableKey);
      return startedAt ? Date.parse(startedAt) : 0;
    },
    unsettled: async (tableKey) =>
      (await unsettledRoundsOf(db, tableKey)).map((row) => ({
        mid: row.mid,
        tableKey: row.table_key,
        eventId: row.event_id,
        hash: row.hash,
        seed: row.seed,
        startedAt: Date.parse(row.started_at),
      })),
  };
}
