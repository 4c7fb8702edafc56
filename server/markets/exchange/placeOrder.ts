import { strings } from '../../../contract/strings';
import type { Db } from '../../db/connect';
import { newId } from '../../db/ids';
import { ApiError } from '../../errors';
import { insertBetRow, type BetRow } from '../../repositories/bets';
import { addMatchToOrder, insertFills, type MatchedPart } from '../../repositories/orders';
import { sumOpenExposureCents } from '../../repositories/positions';
import { lockUsersMoney, type UserRow } from '../../repositories/users';
import { assertAffordable } from '../../services/bets/affordable';
import type { BookBet } from '../book';
import type { Market, SelectionPrice } from '../types';
import type { Fill, Persistence, Side } from './orders';
import { refreshPositions } from './orderPositions';
import { bookChanged, bookUnchanged, takeBook } from './marketBooks';
import { hundredths, matchedPiece } from './orderRows';

export interface NewOrder {
  user: Pick<UserRow, 'id' | 'domain_id'>;
  selection: SelectionPrice;
  side: Side;
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
}

interface Matched extends MatchedPart {
  accountId: string;
  pieces: BookBet[];
}

/** Adds each fill to the back order's and the lay order's matched parts. */
function matchedByOrder(fills: readonly Fill[], selectionId: number): Map<string, Matched> {
  const byOrder = new Map<string, Matched>();
  for (const fill of fills) {
    const sides = [
      [fill.backOrderId, fill.backAccountId, 'back'],
      [fill.layOrderId, fill.layAccountId, 'lay'],
    ] as const;
    for (const [orderId, accountId, side] of sides) {
      const piece = matchedPiece(side, selectionId, fill.price, fill.size);
      const matched = byOrder.get(orderId) ?? { accountId, pieces: [], size: 0, volume: 0, favour: 0, against: 0 };
      matched.pieces.push(piece);
      matched.size += fill.size;
      matched.volume += fill.size * fill.price;
      matched.favour += piece.favourCents;
      matched.against += piece.againstCents;
      byOrder.set(orderId, matched);
    }
  }
  return byOrder;
}

function newOrderRow(market: Market, order: NewOrder, id: string, seq: number, at: string): BetRow {
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
    order_seq: seq,
    commission_cents: 0,
  };
}

/**
 * Places an order on an exchange market inside the caller's transaction, which already holds the market row
 * (FOR UPDATE on PostgreSQL, the one writer on SQLite), so no other order on the market matches meanwhile.
 * The market's book is taken (from memory while still current, see marketBooks.ts), the order matched, then
 * every account it met is locked in id order (no deadlock with settlements or other markets), the orders,
 * fills and positions written, and the new order's owner checked for balance and exposure limit (a refusal
 * rolls everything back). `bookVersion`: the market row's, when the caller read it in this transaction.
 */
export async function placeOrderIn(trx: Db, market: Market, order: NewOrder, at: string, bookVersion?: string): Promise<BetRow> {
  const id = newId();
  const selectionId = order.selection.selectionId;
  const book = await takeBook(trx, market.marketId, bookVersion);
  const runner = book.runner(selectionId);
  const price = hundredths(order.price);
  if (order.atBestOnly) {
    const best = runner.bestLevels(1);
    if ((order.side === 'back' ? best.availableToBack : best.availableToLay)[0]?.price !== price) {
      bookUnchanged(book);
      throw new ApiError(409, strings.betRateChanged);
    }
  }
  const placement = runner.place({ orderId: id, accountId: order.user.id, side: order.side, price, size: order.sizeCents, persistence: order.persistence });
  const seq = await bookChanged(trx, book);
  const matched = matchedByOrder(placement.fills, selectionId);
  const userIds = [...new Set([order.user.id, ...[...matched.values()].map((part) => part.accountId)])].sort();
  const takerMoney = (await lockUsersMoney(trx, userIds)).get(order.user.id);
  if (!takerMoney) throw new ApiError(401, strings.unauthorized);

  const own = matched.get(id);
  const nothingMatched = placement.sizeMatched === 0 && placement.sizeRemaining === 0;
  const row: BetRow = {
    ...newOrderRow(market, order, id, seq, at),
    size_matched_cents: placement.sizeMatched,
    matched_volume: own?.volume ?? 0,
    favour_margin_cents: own?.favour ?? 0,
    against_margin_cents: own?.against ?? 0,
    liability_cents: own?.against ?? 0,
    size_remaining_cents: placement.sizeRemaining,
    size_cancelled_cents: placement.sizeCancelled,
    order_status: placement.sizeRemaining > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE',
    ...(nothingMatched ? { status: 'void' as const, bet_case: 'cancelled', settled_at: at, profit_loss_cents: 0 } : {}),
  };
  await insertBetRow(trx, row);
  const piecesByUser = new Map<string, BookBet[]>(userIds.map((userId) => [userId, userId === order.user.id ? (own?.pieces ?? []) : []]));
  for (const [orderId, part] of matched) {
    if (orderId === id) continue;
    await addMatchToOrder(trx, orderId, part, runner.order(orderId)?.remaining ?? 0);
    piecesByUser.get(part.accountId)?.push(...part.pieces);
  }
  await insertFills(
    trx,
    placement.fills.map((fill) => ({
      id: newId(),
      market_id: market.marketId,
      selection_id: selectionId,
      back_bet_id: fill.backOrderId,
      lay_bet_id: fill.layOrderId,
      back_user_id: fill.backAccountId,
      lay_user_id: fill.layAccountId,
      price: fill.price / 100,
      size_cents: fill.size,
      created_at: at,
    })),
  );
  await refreshPositions(trx, market, book, piecesByUser, at);
  assertAffordable(takerMoney, await sumOpenExposureCents(trx, order.user.id));
  return row;
}
