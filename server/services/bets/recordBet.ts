import type { BetPayload } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import { isoAt } from '../../clock';
import type { Db } from '../../db/connect';
import { newId } from '../../db/ids';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { addToBook, emptyBook, exposureOfBook, type Book } from '../../markets/book';
import { bookBetOfRow } from '../../markets/bookBet';
import { marketOfRow } from '../../markets/rows';
import type { Market } from '../../markets/types';
import { findBetByKey, insertBetRow } from '../../repositories/bets';
import { findMarketRowForBet } from '../../repositories/markets';
import { findPositionBook, savePosition, sumOpenExposureCents } from '../../repositories/positions';
import { lockUserMoney, type UserRow } from '../../repositories/users';
import { assertBetFitsMarket, assertTradable } from './marketOfBet';
import { quoteBet, type Quote } from './quote';

type UserMoney = NonNullable<Awaited<ReturnType<typeof lockUserMoney>>>;

export interface BetRequest {
  user: UserRow;
  payload: BetPayload;
  marketId: string;
  idempotencyKey: string | null;
}

const spaceOf = (market: Market) => ({
  kind: market.kind,
  selectionIds: market.selections.map((selection) => selection.selectionId),
  outcomes: market.outcomes ?? null,
});

/** SRV-13: the exposure after the bet must leave balance − exposure ≥ 0 and stay within the user's limit. */
async function assertAffordable(trx: Db, money: UserMoney, userId: string, marketId: string, marketExposure: number): Promise<void> {
  const total = (await sumOpenExposureCents(trx, userId, marketId)) + marketExposure;
  if (money.balanceCents - total < 0) throw new ApiError(422, strings.betInsufficientBalance);
  if (total > money.exposureLimitCents) throw new ApiError(422, strings.betExposureLimitExceeded);
}

function betRow(request: BetRequest, market: Market, quote: Quote, createdAt: string) {
  const { user, payload } = request;
  const selection = market.selections.find((candidate) => candidate.selectionId === payload.selectionId);
  return {
    id: newId(),
    user_id: user.id,
    domain_id: user.domain_id,
    event_id: market.eventId,
    league_id: market.leagueId,
    match_id: market.matchId,
    market_id: market.marketId,
    market_type: payload.markettype,
    market_name: market.marketName,
    sports_name: market.sportsName,
    event_name: market.eventName,
    round_id: market.roundId ?? null,
    selection: selection?.name ?? payload.selection,
    selection_id: payload.selectionId,
    type: quote.type,
    odds_req: quote.oddsReq,
    price: quote.price,
    size: quote.size,
    stake_cents: payload.stake * 100,
    favour_margin_cents: quote.favourCents,
    against_margin_cents: quote.againstCents,
    liability_cents: quote.againstCents,
    status: 'open' as const,
    idempotency_key: request.idempotencyKey,
    place_time: payload.placeTime,
    created_at: createdAt,
    settled_at: null,
    bet_case: null,
    profit_loss_cents: null,
    remark: '',
  };
}

/**
 * Takes the bet in one transaction: market first (held until commit), then the user's row, so concurrent
 * bets of one user are serialised and none can spend the same balance twice.
 */
export function recordBet(deps: Pick<Deps, 'db' | 'now'>, request: BetRequest): Promise<void> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findMarketRowForBet(trx, request.marketId);
    const market = row ? marketOfRow(row) : undefined;
    assertBetFitsMarket(request.payload, market);
    const money = await lockUserMoney(trx, request.user.id);
    if (!money) throw new ApiError(401, strings.unauthorized);
    if (request.idempotencyKey && (await findBetByKey(trx, request.user.id, request.idempotencyKey))) return;
    const quote = quoteBet(request.payload, assertTradable(request.payload, market));
    const createdAt = isoAt(deps.now());
    const bet = betRow(request, market, quote, createdAt);
    const positionKey = { userId: request.user.id, marketId: market.marketId, roundId: market.roundId ?? '' };
    const stored = await findPositionBook(trx, positionKey);
    const book = addToBook(stored ? (JSON.parse(stored) as Book) : emptyBook(), bookBetOfRow(bet, market.kind));
    const exposureCents = exposureOfBook(spaceOf(market), book);
    await assertAffordable(trx, money, request.user.id, market.marketId, exposureCents);
    await insertBetRow(trx, bet);
    await savePosition(trx, {
      user_id: positionKey.userId,
      market_id: positionKey.marketId,
      round_id: positionKey.roundId,
      book: JSON.stringify(book),
      exposure_cents: exposureCents,
      open: 1,
      updated_at: createdAt,
    });
  });
}
