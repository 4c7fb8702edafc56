import type { BetPayload } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import type { Db } from '../../db/connect';
import { ApiError } from '../../errors';
import { findBetByKey, type BetRow } from '../../repositories/bets';

/** Whether the stored bet is what this payload asks for, at the price it names: a retry of the same bet. */
function isSameBet(bet: BetRow, payload: BetPayload, marketId: string): boolean {
  const price =
    payload.markettype === 'FANCY'
      ? Number(bet.price) === payload.price && Number(bet.size) === payload.size
      : Number(bet.odds_req) === payload.oddsReq;
  return (
    price &&
    bet.market_id === marketId &&
    bet.market_type === payload.markettype &&
    Number(bet.selection_id) === payload.selectionId &&
    bet.type === payload.type &&
    Number(bet.stake_cents) === payload.stake * 100 &&
    (payload.markettype !== 'Casino' || bet.round_id === payload.roundId)
  );
}

/**
 * The first answer to a retry: the bet its key placed, when this payload asks for that very bet. A key reused
 * for a different bet is refused (422), so a client bug never reads "placed" for a bet that was not.
 */
export function firstAnswer(bet: BetRow, payload: BetPayload, marketId: string): BetRow {
  if (!isSameBet(bet, payload, marketId)) throw new ApiError(422, strings.betKeyReused);
  return bet;
}

/** Whether the bet's idempotency key already placed a bet: then this is a retry and gets the first answer. */
export async function alreadyPlaced(db: Db, userId: string, key: string | null, payload: BetPayload, marketId: string): Promise<BetRow | undefined> {
  const bet = key ? await findBetByKey(db, userId, key) : undefined;
  return bet && firstAnswer(bet, payload, marketId);
}
