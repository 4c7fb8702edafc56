import { placedHedges, quoteCashOut, type CashOutQuote, type Hedge, type PositionRunner } from '../../../contract/cashOut';
import { strings } from '../../../contract/strings';
import { HEDGE_KEY_MARK } from '../../../contract/http';
import type { Db } from '../../db/connect';
import { ApiError } from '../../errors';
import { toCents } from '../../money';
import type { BetRow } from '../../repositories/bets';
import type { UserRow } from '../../repositories/users';
import type { Market } from '../types';
import { bookBatchIn } from './bookBatch';
import { bookChanged, bookUnchanged, takeBook, type MarketBook } from './marketBooks';
import type { NewOrder } from './orderParts';
import { readMatchedBooks } from './orderPositions';
import { positionRunnersOf } from './positionRunners';
import { removeOrderIn } from './removeOrders';

/** What the bettor asked: the share of the position, the value they saw, and the domain's commission rate. */
export interface CashOutTerms {
  fraction: number;
  /** The value the bettor accepted: the book must give at least this (less half a cent). */
  value: number;
  /** 0.02 = 2 %. */
  commissionRate: number;
  idempotencyKey: string | null;
}

export interface CashedOut {
  value: number;
  bets: BetRow[];
}

/** The wire type of an exchange order, as records show it. */
const EXCHANGE_MARKET_TYPE = 'Match Odds';
/** Half a cent: a value shown to the cent is still the value the book gives. */
const VALUE_TOLERANCE = 0.005;

/** Hedge i's idempotency key (each bet's key is unique per user): the cash out's key and the hedge's number. */
export const hedgeKey = (key: string, index: number): string => `${key}${HEDGE_KEY_MARK}${index}`;

const valueChanged = (value: number) => new ApiError(409, strings.cashOutValueChanged(value), { value, betIds: [] });

/** A quote the bettor may take, with the hedges it places (whole cents). */
type AcceptedQuote = Extract<CashOutQuote, { available: true }> & { placed: Hedge[] };

/** The quote the bettor may take: there is one, it levels something, and it is worth at least what they accepted. */
function acceptedQuote(quote: CashOutQuote, runners: readonly PositionRunner[], terms: CashOutTerms): AcceptedQuote {
  if (!quote.available && quote.reason === 'not-enough-on-offer')
    throw new ApiError(409, strings.cashOutNotEnoughOnOffer, { value: null, betIds: [] });
  const placed = quote.available ? placedHedges(runners, quote.hedges) : [];
  if (!quote.available || placed.length === 0) throw new ApiError(409, strings.cashOutNothing);
  if (terms.value > quote.value + VALUE_TOLERANCE) throw valueChanged(quote.value);
  return { ...quote, placed };
}

/**
 * The cash-out quote of `userId`'s matched position on the market, from the book as it is (the caller holds the
 * market row), its own waiting orders left out; refused (409) unless the bettor may take it.
 */
export async function quoteIn(trx: Db, market: Market, book: MarketBook, userId: string, terms: CashOutTerms) {
  const matched = (await readMatchedBooks(trx, [userId], market.marketId)).get(userId);
  const runners = positionRunnersOf(market, book, matched ?? { base: 0, delta: {} }, userId);
  return acceptedQuote(quoteCashOut(runners, terms.commissionRate, terms.fraction), runners, terms);
}

/** Reads the quote the cash out would take now, changing nothing (before the bet delay). */
export async function previewCashOutIn(trx: Db, market: Market, userId: string, terms: CashOutTerms): Promise<number> {
  const book = await takeBook(trx, market.marketId);
  try {
    return (await quoteIn(trx, market, book, userId, terms)).value;
  } finally {
    bookUnchanged(book);
  }
}

function hedgeOrder(
  market: Market,
  user: UserRow,
  hedge: Hedge,
  valueCents: number,
  key: string | null,
  index: number,
  at: string,
): NewOrder {
  const selection = market.selections.find((each) => each.selectionId === hedge.selectionId);
  if (!selection) throw new ApiError(404, strings.betSelectionNotFound);
  return {
    user,
    selection,
    side: hedge.side,
    // Its limit: the last ladder price the quote reached. It takes every better level first.
    price: hedge.worstPrice,
    sizeCents: toCents(hedge.stake),
    // Fill or kill: nothing of a hedge waits; the caller refuses the whole cash out unless every hedge filled.
    persistence: 'cancel',
    idempotencyKey: key === null ? null : hedgeKey(key, index),
    placeTime: at,
    marketType: EXCHANGE_MARKET_TYPE,
    atBestOnly: false,
    cashOutCents: valueCents,
  };
}

/**
 * Cashes out `fraction` of the user's matched position, inside the caller's transaction, which holds the market
 * row and the user's row: the user's waiting orders on the market are cancelled (they never count as matched),
 * the quote is read from the book as it now stands (other bettors' and market makers' orders), and its hedges
 * are placed as ordinary orders, fill or kill: each matches in full now at its limit or better, or the whole
 * cash out is refused and the caller's transaction rolls back (the cancels too).
 *
 * No balance check: the hedges together never lower the worst runner's profit (the value locked is at least the
 * position's worst runner, its share), so they cannot raise what the bettor risks, even though one hedge alone,
 * before the others, might for a moment (matchBatch skips its check for a hedge). The domain's minimum stake does
 * not apply either: a hedge reduces risk, and its stake is in cents.
 */
export async function cashOutIn(trx: Db, market: Market, user: UserRow, terms: CashOutTerms, at: string): Promise<CashedOut> {
  const book = await takeBook(trx, market.marketId);
  const own = book.waiting().filter(({ order }) => order.accountId === user.id);
  for (const { selectionId, order } of own)
    await removeOrderIn(trx, market, book, { selectionId, orderId: order.orderId }, 'cancelled', at, { refresh: false });
  if (own.length > 0) await bookChanged(trx, book);
  else bookUnchanged(book);
  const quote = await quoteIn(trx, market, book, user.id, terms);
  const valueCents = toCents(quote.value);
  const orders = quote.placed.map((hedge, index) => hedgeOrder(market, user, hedge, valueCents, terms.idempotencyKey, index, at));
  const outcomes = await bookBatchIn(trx, market, orders, at, book.version);
  const bets = outcomes.map((outcome) => {
    if ('error' in outcome) throw outcome.error;
    if (Number(outcome.bet.size_matched_cents) !== Number(outcome.bet.stake_cents)) throw valueChanged(quote.value);
    return outcome.bet;
  });
  return { value: quote.value, bets };
}
