import type { OrderState, PersistenceType } from '../../../contract/orders';
import type { BetRow } from '../../repositories/bets';
import { fromCents } from '../../money';
import type { BookBet } from '../book';
import { winningsCents } from './orderMoney';
import type { Persistence } from './orders';

/** A decimal price as the book's integer hundredths (2.1 → 210). */
export const hundredths = (price: number | string): number => Math.round(Number(price) * 100);

export const PERSISTENCE_OF_WIRE: Record<PersistenceType, Persistence> = { LAPSE: 'lapse', PERSIST: 'persist', CANCEL: 'cancel' };

/** What a matched piece of `size` cents at `price` (hundredths) adds to its side's margins and book. */
export function matchedPiece(side: BookBet['type'], selectionId: number, price: number, size: number): BookBet {
  const winnings = winningsCents(price, size);
  return side === 'back'
    ? { key: selectionId, type: 'back', favourCents: winnings, againstCents: size }
    : { key: selectionId, type: 'lay', favourCents: size, againstCents: winnings };
}

/** The order's state on the wire: sizes in currency units, the average matched price to 2 decimals. */
export function orderStateOf(row: BetRow): OrderState {
  const matched = Number(row.size_matched_cents);
  return {
    betId: row.id,
    sizeMatched: fromCents(matched),
    sizeRemaining: fromCents(Number(row.size_remaining_cents)),
    sizeCancelled: fromCents(Number(row.size_cancelled_cents)),
    sizeLapsed: fromCents(Number(row.size_lapsed_cents)),
    averagePriceMatched: matched > 0 ? Math.round(Number(row.matched_volume) / matched) / 100 : null,
    status: row.order_status,
  };
}
