import { isoAt, type Clock } from '../clock';
import type { Db } from '../db/connect';
import { newId } from '../db/ids';
import { ApiError } from '../errors';
import { sumOpenExposureCents } from '../repositories/positions';
import { appendLedgerRow, creditFromHouse, type Transfer } from '../repositories/ledger';
import { addToBalance, findUserById, lockUser } from '../repositories/users';

export const INSUFFICIENT_BALANCE = 'Insufficient balance';

function assertPositive(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new ApiError(400, 'Amount must be positive');
}

/** Credits the user from the house (the domain) inside `trx`; returns the new balance in cents. */
export async function depositIn(trx: Db, now: Clock, transfer: Transfer): Promise<number> {
  assertPositive(transfer.amountCents);
  return creditFromHouse(trx, isoAt(now()), transfer);
}

/** Debits the user to the house inside `trx`; never below the exposure the user's open bets reserve. */
export async function withdrawIn(trx: Db, now: Clock, transfer: Transfer): Promise<number> {
  assertPositive(transfer.amountCents);
  await lockUser(trx, transfer.userId);
  const user = await findUserById(trx, transfer.userId);
  if (!user) throw new ApiError(404, 'User not found');
  const available = user.balance_cents - (await sumOpenExposureCents(trx, transfer.userId));
  if (transfer.amountCents > available) throw new ApiError(400, INSUFFICIENT_BALANCE);
  const { balance } = await addToBalance(trx, transfer.userId, -transfer.amountCents);
  await appendLedgerRow(trx, {
    id: newId(),
    user_id: transfer.userId,
    created_at: isoAt(now()),
    type: 'withdraw',
    amount_cents: transfer.amountCents,
    display_text: transfer.displayText,
    payee_balance_cents: 0,
    payer_balance_cents: balance,
    payer_id: transfer.userId,
    remark: transfer.remark,
    bet_id: null,
  });
  return balance;
}

export const deposit = (db: Db, now: Clock, transfer: Transfer): Promise<number> =>
  db.transaction().execute((trx) => depositIn(trx, now, transfer));

export const withdraw = (db: Db, now: Clock, transfer: Transfer): Promise<number> =>
  db.transaction().execute((trx) => withdrawIn(trx, now, transfer));
