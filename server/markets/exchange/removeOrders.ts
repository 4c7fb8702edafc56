import type { Db } from '../../db/connect';
import type { BetRow } from '../../repositories/bets';
import { deleteOrder, updateOrder, waitingOrdersOf } from '../../repositories/orders';
import { lockUsersInIdOrder } from '../../repositories/users';
import { marketMakerIds } from './marketMakers';
import type { Market } from '../types';
import { refreshPosition } from './orderPositions';

export type RemovalKind = 'cancelled' | 'lapsed';
/** `refresh: false`: the caller re-reckons the owner's position once after removing several of its orders. */
export interface RemovalOptions {
  forgetUnmatched?: boolean;
  refresh?: boolean;
}

/**
 * Takes what is still unmatched of an order out of the book and releases its liability from the owner's
 * exposure at once. An order that never matched anything is over (void, case "cancelled" or "lapsed");
 * a partly matched one stays open for its matched part. A market maker's order that never matched
 * (`forgetUnmatched`) is deleted instead: makers re-quote on every price move, and their void rows would grow
 * the bets table without bound. The caller holds the market row and the owner's row.
 */
export async function removeOrderIn(trx: Db, market: Market, row: BetRow, kind: RemovalKind, at: string, options: RemovalOptions = {}): Promise<number> {
  const { forgetUnmatched = false, refresh = true } = options;
  const remaining = Number(row.size_remaining_cents);
  if (row.order_status !== 'EXECUTABLE' || remaining === 0) return 0;
  const sizes =
    kind === 'cancelled'
      ? { size_cancelled_cents: Number(row.size_cancelled_cents) + remaining }
      : { size_lapsed_cents: Number(row.size_lapsed_cents) + remaining };
  const nothingMatched = Number(row.size_matched_cents) === 0;
  if (nothingMatched && forgetUnmatched) await deleteOrder(trx, row.id);
  else
    await updateOrder(trx, row.id, {
      ...sizes,
      size_remaining_cents: 0,
      order_status: 'EXECUTION_COMPLETE',
      ...(nothingMatched ? { status: 'void' as const, bet_case: kind, settled_at: at, profit_loss_cents: 0 } : {}),
    });
  if (refresh) await refreshPosition(trx, market, row.user_id, [], at);
  return remaining;
}

/** `ownersLocked`: the caller already holds every owner's row (a settlement locks everyone it touches at once). */
export interface LapseOptions {
  keepPersistent: boolean;
  ownersLocked?: boolean;
}

/**
 * A suspension or the off (`keepPersistent`: orders marked Keep stay) or the end of betting (every order
 * goes): the waiting orders lapse, their owners locked in id order like every other money transaction.
 */
export async function lapseOrdersIn(trx: Db, market: Market, at: string, { keepPersistent, ownersLocked = false }: LapseOptions): Promise<number> {
  const waiting = (await waitingOrdersOf(trx, market.marketId)).filter((row) => !keepPersistent || row.persistence !== 'persist');
  const makers = new Set(waiting.length === 0 ? [] : (await marketMakerIds(trx)));
  if (!ownersLocked) await lockUsersInIdOrder(trx, waiting.map((row) => row.user_id));
  for (const row of waiting) await removeOrderIn(trx, market, row, 'lapsed', at, { forgetUnmatched: makers.has(row.user_id) });
  return waiting.length;
}
