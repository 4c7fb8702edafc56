import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';
import type { FillsTable, OrderStatus } from '../db/schema';
import type { BetRow } from './bets';

/** The orders waiting in the market's books, in arrival order. */
export const waitingOrdersOf = (db: Db, marketId: string): Promise<BetRow[]> =>
  db
    .selectFrom('bets')
    .selectAll()
    .where('market_id', '=', marketId)
    .where('order_status', '=', 'EXECUTABLE')
    .orderBy('order_seq')
    .execute();

/** The version of the market's waiting orders (server/markets/exchange/marketBooks.ts). */
const bookVersion = prepared((db, marketId: string) => db.selectFrom('markets').select('book_version').where('id', '=', marketId));

export async function readBookVersion(db: Db, marketId: string): Promise<string> {
  const [row] = await bookVersion(db, marketId);
  return row?.book_version ?? '';
}

/**
 * Gives the market's waiting orders a new version, takes `arrivals` arrival numbers and returns the last; the
 * caller holds the market row, so numbers never repeat.
 */
const bookChanges = prepared((db, arrivals: number, version: string, marketId: string) =>
  db
    .updateTable('markets')
    .set((eb) => ({ last_order_seq: eb('last_order_seq', '+', arrivals), book_version: version }))
    .where('id', '=', marketId)
    .returning('last_order_seq'),
);

export async function markBookChanged(db: Db, marketId: string, version: string, arrivals = 1): Promise<number> {
  const [row] = await bookChanges(db, arrivals, version, marketId);
  if (!row) throw new Error(`market ${marketId} does not exist`);
  return Number(row.last_order_seq);
}

/** What a waiting order matched: its size, Σ size × price (hundredths) and what it adds to the margins, in cents. */
export interface MatchedPart {
  size: number;
  volume: number;
  favour: number;
  against: number;
}

/** `against` is given twice: a prepared query takes each value once (the margin and the liability both add it). */
const matchAdded = prepared(
  (
    db,
    size: number,
    volume: number,
    favour: number,
    against: number,
    liabilityAdded: number,
    remainingCents: number,
    status: OrderStatus,
    betId: string,
  ) =>
    db
      .updateTable('bets')
      .set((eb) => ({
        size_matched_cents: eb('size_matched_cents', '+', size),
        matched_volume: eb('matched_volume', '+', volume),
        favour_margin_cents: eb('favour_margin_cents', '+', favour),
        against_margin_cents: eb('against_margin_cents', '+', against),
        liability_cents: eb('against_margin_cents', '+', liabilityAdded),
        size_remaining_cents: remainingCents,
        order_status: status,
      }))
      .where('id', '=', betId),
);

/** A waiting order matched `part` and has `remainingCents` still waiting. */
export async function addMatchToOrder(db: Db, betId: string, part: MatchedPart, remainingCents: number): Promise<void> {
  const status = remainingCents > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE';
  await matchAdded(db, part.size, part.volume, part.favour, part.against, part.against, remainingCents, status, betId);
}

/**
 * What was still waiting of an order (`removedCents`) is cancelled or lapsed: the order waits no more. One that
 * never matched is over (void, its case the kind of removal).
 */
export async function endWaitingOrder(
  db: Db,
  betId: string,
  kind: 'cancelled' | 'lapsed',
  removedCents: number,
  nothingMatched: boolean,
  at: string,
): Promise<void> {
  const column = kind === 'cancelled' ? 'size_cancelled_cents' : 'size_lapsed_cents';
  await db
    .updateTable('bets')
    .set((eb) => ({
      [column]: eb(column, '+', removedCents),
      size_remaining_cents: 0,
      order_status: 'EXECUTION_COMPLETE' as const,
      ...(nothingMatched ? { status: 'void' as const, bet_case: kind, settled_at: at, profit_loss_cents: 0 } : {}),
    }))
    .where('id', '=', betId)
    .execute();
}

/** A market maker's order that never matched anything leaves no trace worth keeping: no fill, no ledger row. */
export async function deleteOrder(db: Db, betId: string): Promise<void> {
  await db.deleteFrom('bets').where('id', '=', betId).where('size_matched_cents', '=', 0).execute();
}

const fillsInsert = prepared((db, rows: Insertable<FillsTable>[]) => db.insertInto('fills').values(rows));

export async function insertFills(db: Db, rows: Insertable<FillsTable>[]): Promise<void> {
  if (rows.length > 0) await fillsInsert(db, rows);
}

/** Every waiting order's price and size on the exchange markets given (the odds snapshots' levels). */
export const waitingSizesOf = (db: Db, marketIds: readonly string[]) =>
  marketIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('bets')
        .select((eb) => ['market_id', 'selection_id', 'type', 'price', eb.fn.sum<number | string>('size_remaining_cents').as('size')])
        .where('market_id', 'in', marketIds)
        .where('order_status', '=', 'EXECUTABLE')
        .groupBy(['market_id', 'selection_id', 'type', 'price'])
        .execute();

const waitingPricesOf = prepared((db, marketId: string, selectionId: number, side: 'back' | 'lay') =>
  db
    .selectFrom('bets')
    .select((eb) => [eb.fn.min('price').as('lowest'), eb.fn.max('price').as('highest')])
    .where('market_id', '=', marketId)
    .where('selection_id', '=', selectionId)
    .where('type', '=', side)
    .where('order_status', '=', 'EXECUTABLE'),
);

/** The lowest and highest prices of the orders of one side waiting on a runner (null when none waits). */
export async function waitingPriceRange(
  db: Db,
  marketId: string,
  selectionId: number,
  side: 'back' | 'lay',
): Promise<{ lowest: number | null; highest: number | null }> {
  const [row] = await waitingPricesOf(db, marketId, selectionId, side);
  const price = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { lowest: price(row?.lowest), highest: price(row?.highest) };
}
