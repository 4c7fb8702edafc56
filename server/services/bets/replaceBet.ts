import { betDelayOf } from '../../../contract/limits';
import type { PlaceBetResponse, ReplaceBetRequest } from '../../../contract/orders';
import { strings } from '../../../contract/strings';
import { isoAt } from '../../clock';
import type { Db } from '../../db/connect';
import { ApiError, notFound } from '../../errors';
import { bookBatchIn } from '../../markets/exchange/bookBatch';
import { isOnLadder } from '../../../contract/priceLadder';
import { bookChanged, bookUnchanged, takeBook } from '../../markets/exchange/marketBooks';
import { orderStateOf } from '../../markets/exchange/orderRows';
import { removeOrderIn } from '../../markets/exchange/removeOrders';
import { marketOfRow } from '../../markets/rows';
import type { Market } from '../../markets/types';
import { findBet, type BetRow } from '../../repositories/bets';
import { isEventLocked } from '../../repositories/eventLocks';
import { findMarketRow, lockMarketRow } from '../../repositories/markets';
import { lockUser, type UserRow } from '../../repositories/users';
import { exchangeMarketAt } from './exchangeMarket';
import { limitsOfDomain } from './limits';
import type { BetDeps } from './placeBet';
import { restsOnly } from './restsOnly';

/** The owner's order with something unmatched, on an exchange market taking orders now. */
async function replaceableOrder(deps: BetDeps, db: Db, user: UserRow, betId: string, read: typeof findMarketRow) {
  const bet = await findBet(db, betId);
  if (!bet || bet.user_id !== user.id) throw notFound(strings.betNotFound);
  if (Number(bet.size_remaining_cents) === 0) throw new ApiError(409, strings.betNotReplaceable);
  const row = await read(db, bet.market_id);
  const market = exchangeMarketAt(row && marketOfRow(row), deps.now());
  if (await isEventLocked(db, user.id, market.eventId)) throw new ApiError(403, strings.betEventLocked);
  return { bet, market };
}

/** In the caller's transaction (market row, then the owner's, held): the unmatched part out, and in again at `price`. */
async function replaceIn(trx: Db, market: Market, user: UserRow, bet: BetRow, price: number, at: string): Promise<BetRow> {
  const selectionId = Number(bet.selection_id);
  const selection = market.selections.find((each) => each.selectionId === selectionId);
  if (!selection) throw new ApiError(404, strings.betSelectionNotFound);
  const book = await takeBook(trx, market.marketId);
  const removed = await removeOrderIn(trx, market, book, { selectionId, orderId: bet.id }, 'cancelled', at, { refresh: false });
  if (removed === 0) {
    bookUnchanged(book);
    throw new ApiError(409, strings.betNotReplaceable);
  }
  await bookChanged(trx, book);
  const [outcome] = await bookBatchIn(
    trx,
    market,
    [
      {
        user,
        selection,
        side: bet.type,
        price,
        sizeCents: removed,
        persistence: bet.persistence,
        idempotencyKey: null,
        placeTime: at,
        marketType: bet.market_type,
        atBestOnly: false,
      },
    ],
    at,
    book.version,
  );
  if (!outcome || 'error' in outcome) throw outcome?.error;
  return outcome.bet;
}

/**
 * POST /bet/replace (our addition): the owner moves the unmatched part of an order to another ladder price. In one
 * transaction it is cancelled (the order keeps what it matched and records the rest as cancelled) and placed
 * again as a new order (a new bet id) of the same side, runner and persistence, which matches at once what the new
 * price meets and waits with the rest; its owner's balance and exposure limit are checked as for any order. As
 * any order, it waits the bet delay first unless it would only wait in the book. The domain's minimum stake does
 * not apply to what was already accepted.
 */
export async function replaceBet(deps: BetDeps, user: UserRow, request: ReplaceBetRequest): Promise<PlaceBetResponse> {
  if (!isOnLadder(request.price)) throw new ApiError(400, strings.betPriceNotOnLadder);
  const { bet, market } = await replaceableOrder(deps, deps.db, user, request.betId, findMarketRow);
  const limits = await limitsOfDomain(deps.db, user.domain_id, deps.sportsSpeed);
  const delayMs = betDelayOf(limits, market.sportsName, market.inPlay === true);
  const order = { selectionId: Number(bet.selection_id), type: bet.type, oddsReq: request.price };
  if (delayMs > 0 && !(await restsOnly(deps.db, market.marketId, order))) await deps.sleep(delayMs);
  const placed = await deps.db.transaction().execute(async (trx) => {
    const now = await replaceableOrder(deps, trx, user, request.betId, lockMarketRow);
    await lockUser(trx, user.id);
    return replaceIn(trx, now.market, user, now.bet, request.price, isoAt(deps.now()));
  });
  return { status: true, message: strings.betRepriced(request.price), data: orderStateOf(placed) };
}
