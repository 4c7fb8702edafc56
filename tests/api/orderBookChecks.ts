import type { Selectable } from 'kysely';
import { expect } from 'vitest';
import type { FillsTable } from '../../server/db/schema';
import type { BetRow } from '../../server/repositories/bets';
import type { CrossingLoad } from './crossingOrders';

/**
 * What an exchange market's rows must show after any mix of orders and cancels, checked by the test's
 * own arithmetic on the stored rows: the orders (bets) and fills of one market.
 */
export interface MarketRecords {
  orders: BetRow[];
  fills: Selectable<FillsTable>[];
}

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);
/** size × (price − 1) in cents, for whole-unit sizes and 2-decimal prices (exact). */
const winnings = (sizeCents: number, price: number) => (sizeCents * (Math.round(price * 100) - 100)) / 100;

/** Every acknowledged order stored once, as sent, under the id its answer gave; nothing of a refused one. */
export function expectStoredOnce({ orders }: MarketRecords, load: CrossingLoad): void {
  expect(orders.map((row) => row.idempotency_key).sort()).toEqual(load.placed.map((order) => order.key).sort());
  const byId = new Map(orders.map((row) => [row.id, row]));
  for (const order of load.placed) {
    const row = byId.get(order.answer.betId);
    expect(row).toMatchObject({ idempotency_key: order.key, user_id: order.bettor.id, type: order.side, selection_id: order.selectionId });
    expect([Number(row?.price), Number(row?.stake_cents)]).toEqual([order.price, order.stake * 100]);
  }
}

/**
 * Each order's matched size is its fills' on its side; matched + remaining + cancelled + lapsed is its stake,
 * none negative; what was cancelled is what the placement's answer and the cancels' answers said.
 */
export function expectSizesAddUp({ orders, fills }: MarketRecords, load: CrossingLoad): void {
  const cancelledBy = new Map<string, number>();
  for (const order of load.placed) cancelledBy.set(order.answer.betId, order.answer.sizeCancelled * 100);
  for (const cancel of load.cancels) cancelledBy.set(cancel.betId, (cancelledBy.get(cancel.betId) ?? 0) + cancel.sizeCancelled * 100);
  for (const row of orders) {
    const own = fills.filter((fill) => (row.type === 'back' ? fill.back_bet_id : fill.lay_bet_id) === row.id);
    const [matched, remaining, cancelled, lapsed] = [
      row.size_matched_cents,
      row.size_remaining_cents,
      row.size_cancelled_cents,
      row.size_lapsed_cents,
    ].map(Number) as [number, number, number, number];
    expect({ id: row.id, matched, total: matched + remaining + cancelled + lapsed, cancelled, lapsed }).toEqual({
      id: row.id,
      matched: sumOf(own.map((fill) => Number(fill.size_cents))),
      total: Number(row.stake_cents),
      cancelled: cancelledBy.get(row.id),
      lapsed: 0,
    });
    expect(Math.min(matched, remaining, cancelled)).toBeGreaterThanOrEqual(0);
    expect(row.order_status).toBe(remaining > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE');
  }
}

/** Every fill pairs a back and a lay of its runner, at a price no worse than either order's limit. */
export function expectFillsWithinLimits({ orders, fills }: MarketRecords): void {
  const byId = new Map(orders.map((row) => [row.id, row]));
  for (const fill of fills) {
    const [back, lay] = [byId.get(fill.back_bet_id), byId.get(fill.lay_bet_id)];
    expect([back?.type, lay?.type, back?.selection_id, lay?.selection_id]).toEqual(['back', 'lay', fill.selection_id, fill.selection_id]);
    expect(Number(fill.price)).toBeGreaterThanOrEqual(Number(back?.price));
    expect(Number(fill.price)).toBeLessThanOrEqual(Number(lay?.price));
  }
}

const waitingOf = (orders: readonly BetRow[]) => orders.filter((row) => row.order_status === 'EXECUTABLE');

/** At rest, on each runner, every waiting lay is priced below every waiting back (else they would have met). */
export function expectBooksUncrossed({ orders }: MarketRecords, selectionIds: readonly number[]): void {
  for (const selectionId of selectionIds) {
    const prices = (side: string) =>
      waitingOf(orders)
        .filter((row) => row.selection_id === selectionId && row.type === side)
        .map((row) => Number(row.price));
    expect(Math.max(0, ...prices('lay')), `runner ${selectionId}`).toBeLessThan(Math.min(Infinity, ...prices('back')));
  }
}

/** A user's profit (negative: loss), in cents, from its fills when `winner` wins. */
export const profitIf = ({ fills }: MarketRecords, userId: string, winner: number): number =>
  sumOf(
    fills.map((fill) => {
      const size = Number(fill.size_cents);
      const backerWins = fill.selection_id === winner ? winnings(size, Number(fill.price)) : -size;
      return (fill.back_user_id === userId ? backerWins : 0) - (fill.lay_user_id === userId ? backerWins : 0);
    }),
  );

/** A user's exposure in cents: the worst outcome of its fills, plus the liability of its orders still waiting. */
export function exposureOf(records: MarketRecords, userId: string, selectionIds: readonly number[]): number {
  const waiting = waitingOf(records.orders).filter((row) => row.user_id === userId);
  const liability = sumOf(
    waiting.map((row) =>
      row.type === 'back' ? Number(row.size_remaining_cents) : winnings(Number(row.size_remaining_cents), Number(row.price)),
    ),
  );
  return Math.max(0, -Math.min(...selectionIds.map((winner) => profitIf(records, userId, winner)))) + liability;
}
