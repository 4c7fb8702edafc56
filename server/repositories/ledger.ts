import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { LedgerTable } from '../db/schema';
import { newId } from '../db/ids';
import { addToBalance } from './users';

/** The ledger is append-only: rows are inserted, never updated or deleted. */
export async function appendLedgerRow(db: Db, row: Insertable<LedgerTable>): Promise<void> {
  await db.insertInto('ledger').values(row).execute();
}

/** Money moved between a user and the house (their domain), in cents, with the statement's text. */
export interface Transfer {
  userId: string;
  amountCents: number;
  displayText: string;
  remark: string;
}

/** Credits the user from the house: the balance and its ledger row, at `createdAt`; returns the new balance in cents. */
export async function creditFromHouse(db: Db, createdAt: string, transfer: Transfer): Promise<number> {
  const { balance, domainId } = await addToBalance(db, transfer.userId, transfer.amountCents);
  await appendLedgerRow(db, {
    id: newId(),
    user_id: transfer.userId,
    created_at: createdAt,
    type: 'deposite',
    amount_cents: transfer.amountCents,
    display_text: transfer.displayText,
    payee_balance_cents: balance,
    payer_balance_cents: 0,
    payer_id: domainId,
    remark: transfer.remark,
    bet_id: null,
  });
  return balance;
}
