import type { BetPayload, OddsBetPayload } from '../../../contract/bets';
import type { UserRow } from '../../repositories/users';
import type { BetRules } from './checkBet';

/** A bet as the bettor sent it, with the market it names and its idempotency key (null: none sent). */
export interface BetRequest {
  user: UserRow;
  payload: BetPayload;
  marketId: string;
  idempotencyKey: string | null;
}

/** An exchange order (a Match Odds bet) on its way to its market's queue, with the rules read for it before it joined. */
export interface ExchangeOrder extends BetRequest {
  payload: OddsBetPayload;
  rules: BetRules;
}

/** Match Odds bets are orders in the exchange's book; every other bet is taken by the house. */
export const isExchangeBet = (request: BetRequest): request is BetRequest & { payload: OddsBetPayload } =>
  request.payload.markettype === 'Match Odds';
