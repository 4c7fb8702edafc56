import { strings } from '../../../contract/strings';
import { isoAt } from '../../clock';
import { inGroupCommit } from '../../db/groupCommit';
import { newId } from '../../db/ids';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { addToBook, emptyBook, exposureOfBook, type Book } from '../../markets/book';
import { bookBetOfRow } from '../../markets/bookBet';
import { marketOfRow } from '../../markets/rows';
import type { Market } from '../../markets/types';
import { insertBetRow, type BetRow } from '../../repositories/bets';
import { findMarketRowForBet } from '../../repositories/markets';
import { openPositionsOf, savePosition } from '../../repositories/positions';
import { lockUserMoney } from '../../repositories/users';
import { assertAffordable } from '../../markets/affordable';
import type { BetRequest } from './betRequest';
import { checkBet, type CheckedBet } from './checkBet';
import { earlierBet } from './idempotency';
import { quoteBet, type Quote } from './quote';

const spaceOf = (market: Market) => ({
  kind: market.kind,
  selectionIds: market.selections.map((selection) => selection.selectionId),
  outcomes: market.outcomes ?? null,
});

function betRow(request: BetRequest, checked: CheckedBet, quote: Quote, createdAt: string): BetRow {
  const { user, payload } = request;
  const { market, selection } = checked;
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
    selection: selection.name,
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
    // The server's clock at acceptance: the client's claimed placeTime would let a bet be backdated.
    place_time: createdAt,
    created_at: createdAt,
    settled_at: null,
    bet_case: null,
    profit_loss_cents: null,
    remark: '',
    // A house bet is matched in full when taken.
    size_matched_cents: payload.stake * 100,
    size_remaining_cents: 0,
    size_cancelled_cents: 0,
    size_lapsed_cents: 0,
    matched_volume: payload.stake * Math.round(quote.price * 100) * 100,
    order_status: 'EXECUTION_COMPLETE',
    persistence: 'lapse',
    order_seq: 0,
    commission_cents: 0,
    cash_out_cents: null,
  };
}

/**
 * Takes a house bet (bookmaker, fancy, casino) in one transaction: market first (held until commit), then the
 * user's row, so concurrent bets of one user are serialised and none can spend the same balance twice. Here,
 * under the market row, the bet's key is looked up (a retry gets the first answer) and the bet is checked again
 * (checkBet) against the market and rules as they are now; it is priced at the live price and the user's book
 * on the market gains it, if balance − exposure stays ≥ 0 and exposure within the user's limit.
 */
export async function takeHouseBet(deps: Pick<Deps, 'db' | 'now'>, request: BetRequest): Promise<BetRow> {
  return inGroupCommit(deps.db, async (trx) => {
    const row = await findMarketRowForBet(trx, request.marketId);
    const money = await lockUserMoney(trx, request.user.id);
    if (!money) throw new ApiError(401, strings.unauthorized);
    const earlier = await earlierBet(trx, request);
    if (earlier) return earlier;
    const now = deps.now();
    const checked = await checkBet(trx, request.user, request.payload, row && marketOfRow(row), now);
    const { market } = checked;
    const createdAt = isoAt(now);
    const bet = betRow(request, checked, quoteBet(request.payload, checked.selection), createdAt);
    const roundId = market.roundId ?? '';
    const positions = await openPositionsOf(trx, request.user.id);
    const stored = positions.find((position) => position.market_id === market.marketId && position.round_id === roundId);
    const book = addToBook(stored ? (JSON.parse(stored.book) as Book) : emptyBook(), bookBetOfRow(bet, market.kind));
    const exposureCents = exposureOfBook(spaceOf(market), book);
    const otherMarketsCents = positions.reduce(
      (sum, position) => (position.market_id === market.marketId ? sum : sum + Number(position.exposure_cents)),
      0,
    );
    assertAffordable(money, otherMarketsCents + exposureCents);
    await insertBetRow(trx, bet);
    await savePosition(trx, {
      user_id: request.user.id,
      market_id: market.marketId,
      round_id: roundId,
      book: JSON.stringify(book),
      exposure_cents: exposureCents,
      unmatched_cents: 0,
      open: 1,
      updated_at: createdAt,
    });
    return bet;
  });
}
