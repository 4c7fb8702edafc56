import type { Insertable } from 'kysely';
import { strings } from '../../../contract/strings';
import type { Db } from '../../db/connect';
import { newId } from '../../db/ids';
import type { BetsTable } from '../../db/schema';
import { ApiError } from '../../errors';
import { findBet, type BetRow } from '../../repositories/bets';
import { insertFills, nextOrderSeq, updateOrder, waitingOrdersOf } from '../../repositories/orders';
import { sumOpenExposureCents } from '../../repositories/positions';
import { lockUserMoney, type UserRow } from '../../repositories/users';
import { assertAffordable, type UserMoney } from '../../services/bets/affordable';
import type { BookBet } from '../book';
import type { Market, SelectionPrice } from '../types';
import type { Fill, Persistence, Side } from './orders';
import { refreshPosition } from './orderPositions';
import { hundredths, matchedPiece, restingOrderOf } from './orderRows';
import { RunnerBook } from './runnerBook';

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

interface Matched {
  pieces: BookBet[];
  size: number;
  volume: number;
  favour: number;
  against: number;
}

const emptyMatched = (): Matched => ({ pieces: [], size: 0, volume: 0, favour: 0, against: 0 });

/** Adds each fill to the back order's and the lay order's matched parts. */
function matchedByOrder(fills: readonly Fill[], selectionId: number): Map<string, Matched> {
  const byOrder = new Map<string, Matched>();
  for (const fill of fills) {
    for (const [orderId, side] of [[fill.backOrderId, 'back'], [fill.layOrderId, 'lay']] as const) {
      const piece = matchedPiece(side, selectionId, fill.price, fill.size);
      const matched = byOrder.get(orderId) ?? emptyMatched();
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

function newOrderRow(market: Market, order: NewOrder, id: string, seq: number, at: string): Insertable<BetsTable> {
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

/** A row's matched part grown by `matched`, and what is left of it waiting (`remaining`). */
function grown(row: Pick<BetRow, 'size_matched_cents' | 'matched_volume' | 'favour_margin_cents' | 'against_margin_cents'>, matched: Matched) {
  const against = Number(row.against_margin_cents) + matched.against;
  return {
    size_matched_cents: Number(row.size_matched_cents) + matched.size,
    matched_volume: Number(row.matched_volume) + matched.volume,
    favour_margin_cents: Number(row.favour_margin_cents) + matched.favour,
    against_margin_cents: against,
    liability_cents: against,
  };
}

/**
 * Places an order on an exchange market inside the caller's transaction, which already holds the market row
 * (FOR UPDATE on PostgreSQL, the one writer on SQLite), so no other order on the market matches meanwhile.
 * The runner's book is rebuilt from its waiting orders, the order matched, then every account it met is
 * locked in id order (no deadlock with settlements or other markets), the orders, fills and positions written,
 * and the new order's owner checked for balance and exposure limit (a refusal rolls everything back).
 */
export async function placeOrderIn(trx: Db, market: Market, order: NewOrder, at: string): Promise<BetRow> {
  const id = newId();
  const seq = await nextOrderSeq(trx, market.marketId);
  const selectionId = order.selection.selectionId;
  const waiting = await waitingOrdersOf(trx, market.marketId, selectionId);
  const book = new RunnerBook();
  for (const row of waiting) book.place(restingOrderOf(row));
  const price = hundredths(order.price);
  if (order.atBestOnly) {
    const best = book.bestLevels(1);
    if ((order.side === 'back' ? best.availableToBack : best.availableToLay)[0]?.price !== price) {
      throw new ApiError(409, strings.betRateChanged);
    }
  }
  const placement = book.place({ orderId: id, accountId: order.user.id, side: order.side, price, size: order.sizeCents, persistence: order.persistence });
  const makers = new Map(waiting.map((row) => [row.id, row]));
  const matched = matchedByOrder(placement.fills, selectionId);
  const userIds = [...new Set([order.user.id, ...[...matched.keys()].map((orderId) => makers.get(orderId)?.user_id ?? order.user.id)])].sort();
  let takerMoney: UserMoney | undefined;
  for (const userId of userIds) {
    const money = await lockUserMoney(trx, userId);
    if (userId === order.user.id) takerMoney = money;
  }
  if (!takerMoney) throw new ApiError(401, strings.unauthorized);

  const base = newOrderRow(market, order, id, seq, at);
  const own = matched.get(id) ?? emptyMatched();
  const nothingMatched = placement.sizeMatched === 0 && placement.sizeRemaining === 0;
  await trx
    .insertInto('bets')
    .values({
      ...base,
      ...grown({ size_matched_cents: 0, matched_volume: 0, favour_margin_cents: 0, against_margin_cents: 0 }, own),
      size_remaining_cents: placement.sizeRemaining,
      size_cancelled_cents: placement.sizeCancelled,
      order_status: placement.sizeRemaining > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE',
      ...(nothingMatched ? { status: 'void' as const, bet_case: 'cancelled', settled_at: at, profit_loss_cents: 0 } : {}),
    })
    .execute();
  const piecesByUser = new Map<string, BookBet[]>([[order.user.id, own.pieces]]);
  for (const [orderId, part] of matched) {
    const maker = makers.get(orderId);
    if (!maker) continue;
    const remaining = Number(maker.size_remaining_cents) - part.size;
    await updateOrder(trx, orderId, {
      ...grown(maker, part),
      size_remaining_cents: remaining,
      order_status: remaining > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE',
    });
    piecesByUser.set(maker.user_id, [...(piecesByUser.get(maker.user_id) ?? []), ...part.pieces]);
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
  for (const userId of userIds) {
    await refreshPosition(trx, market, userId, piecesByUser.get(userId) ?? [], at);
    if (userId === order.user.id) assertAffordable(takerMoney, await sumOpenExposureCents(trx, userId));
  }
  return (await findBet(trx, id)) as BetRow;
}
