import type { BetRow } from '../../repositories/bets';
import type { MatchedPart } from '../../repositories/orders';
import type { UserRow } from '../../repositories/users';
import type { BookBet } from '../book';
import type { Market, SelectionPrice } from '../types';
import type { Fill, Persistence, Placement, OrderSide } from './orders';
import { matchedPiece } from './orderRows';

export interface NewOrder {
  user: Pick<UserRow, 'id' | 'domain_id'>;
  selection: SelectionPrice;
  side: OrderSide;
  /** Decimal odds, a ladder price. */
  price: number;
  sizeCents: number;
  persistence: Persistence;
  idempotencyKey: string | null;
  placeTime: string;
  /** The wire's market type ("Match Odds"), as records show it. */
  marketType: string;
  /** The spec's clients bet at the live price only: anything but the best price on offer is "Bet rate changed!". */
  atBestOnly: boolean;
  /**
   * A hedge order of a cash out: the value the cash out locks, in cents. Its owner's balance is not checked: the
   * hedges together never raise what the owner risks (cashOutIn.ts), though one alone, before the others, may.
   */
  cashOutCents?: number;
}

/** What one order matched, whose it is, and the pieces its owner's book gains. */
export interface Matched extends MatchedPart {
  accountId: string;
  pieces: BookBet[];
}

/** Two matched parts of one order as one. */
export const mergeMatched = (a: Matched, b: Matched): Matched => ({
  accountId: a.accountId,
  pieces: [...a.pieces, ...b.pieces],
  size: a.size + b.size,
  volume: a.volume + b.volume,
  favour: a.favour + b.favour,
  against: a.against + b.against,
});

/** Adds each fill to the back order's and the lay order's matched parts. */
export function matchedByOrder(fills: readonly Fill[], selectionId: number): Map<string, Matched> {
  const byOrder = new Map<string, Matched>();
  for (const fill of fills) {
    const sides = [
      [fill.backOrderId, fill.backAccountId, 'back'],
      [fill.layOrderId, fill.layAccountId, 'lay'],
    ] as const;
    for (const [orderId, accountId, side] of sides) {
      const piece = matchedPiece(side, selectionId, fill.price, fill.size);
      const part = {
        accountId,
        pieces: [piece],
        size: fill.size,
        volume: fill.size * fill.price,
        favour: piece.favourCents,
        against: piece.againstCents,
      };
      const before = byOrder.get(orderId);
      byOrder.set(orderId, before ? mergeMatched(before, part) : part);
    }
  }
  return byOrder;
}

/** A new order's row before it is placed: nothing matched, nothing waiting, its arrival number given when written. */
export function newOrderRow(market: Market, order: NewOrder, id: string, at: string): BetRow {
  return {
    id,
    user_id: order.user.id,
    domain_id: order.user.domain_id,
    event_id: market.eventId,
    league_id: market.leagueId,
    match_id: market.matchId,
    market_id: market.marketId,
    market_type: order.marketType,
    market_name: market.marketName,
    sports_name: market.sportsName,
    event_name: market.eventName,
    round_id: null,
    selection: order.selection.name,
    selection_id: order.selection.selectionId,
    type: order.side,
    odds_req: order.price,
    price: order.price,
    size: 0,
    stake_cents: order.sizeCents,
    favour_margin_cents: 0,
    against_margin_cents: 0,
    liability_cents: 0,
    status: 'open',
    idempotency_key: order.idempotencyKey,
    place_time: order.placeTime,
    created_at: at,
    settled_at: null,
    bet_case: null,
    profit_loss_cents: null,
    remark: '',
    size_matched_cents: 0,
    size_remaining_cents: 0,
    size_cancelled_cents: 0,
    size_lapsed_cents: 0,
    matched_volume: 0,
    order_status: 'EXECUTION_COMPLETE',
    persistence: order.persistence,
    order_seq: 0,
    commission_cents: 0,
    cash_out_cents: order.cashOutCents ?? null,
  };
}

/** The new order's row once placed: what it matched at once, what waits, what was cancelled; void when nothing matched or waits. */
export function rowAfterPlacement(row: BetRow, placement: Placement, own: MatchedPart | undefined): BetRow {
  const nothingMatched = placement.sizeMatched === 0 && placement.sizeRemaining === 0;
  return {
    ...row,
    size_matched_cents: placement.sizeMatched,
    matched_volume: own?.volume ?? 0,
    favour_margin_cents: own?.favour ?? 0,
    against_margin_cents: own?.against ?? 0,
    liability_cents: own?.against ?? 0,
    size_remaining_cents: placement.sizeRemaining,
    size_cancelled_cents: placement.sizeCancelled,
    order_status: placement.sizeRemaining > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE',
    ...(nothingMatched ? { status: 'void' as const, bet_case: 'cancelled', settled_at: row.created_at, profit_loss_cents: 0 } : {}),
  };
}

/** A waiting order's row after it matched `part` and has `remainingCents` still waiting (as addMatchToOrder writes it). */
export function withMatch(row: BetRow, part: MatchedPart, remainingCents: number): BetRow {
  const against = Number(row.against_margin_cents) + part.against;
  return {
    ...row,
    size_matched_cents: Number(row.size_matched_cents) + part.size,
    matched_volume: Number(row.matched_volume) + part.volume,
    favour_margin_cents: Number(row.favour_margin_cents) + part.favour,
    against_margin_cents: against,
    liability_cents: against,
    size_remaining_cents: remainingCents,
    order_status: remainingCents > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE',
  };
}
