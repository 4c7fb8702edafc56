import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { LedgerTable } from '../db/schema';

/** The ledger is append-only: rows are inserted, never updated or deleted. */
export async function appendLedgerRow(db: Db, row: Insertable<LedgerTable>): Promise<void> {
  await db.insertInto('ledger').values(row).execute();
}
