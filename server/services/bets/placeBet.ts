import type { BetPayload } from '../../../contract/bets';
import type { PlaceBetResponse } from '../../../contract/orders';
import { strings } from '../../../contract/strings';
import type { Deps } from '../../deps';
import { orderStateOf } from '../../markets/exchange/orderRows';
import { marketOfRow } from '../../markets/rows';
import type { BetRow } from '../../repositories/bets';
import { findMarketRow } from '../../repositories/markets';
import type { UserRow } from '../../repositories/users';
import { checkBet } from './checkBet';
import { alreadyPlaced } from './idempotency';
import { hasBetDelay, limitsOfDomain } from './limits';
import { marketIdOfBet } from './marketOfBet';
import { recordBet } from './recordBet';

/** What taking a bet needs. */
export type BetDeps = Pick<Deps, 'db' | 'now' | 'sleep' | 'takeOrder'>;

/** The spec's answer, with the order's state (our addition, issue 18). */
const accepted = (bet: BetRow): PlaceBetResponse => ({ status: true, message: strings.betPlaced, data: orderStateOf(bet) });

/**
 * SRV-13 POST /bet/save2, in the order of OPEN-055. Bets that wait a delay (odds, bookmaker, fancy, when the
 * domain configures one) are answered at once when their idempotency key was already taken (the first answer,
 * or a refusal for another bet under that key), else checked (market, lock, limits, live market), wait the
 * delay, and are checked again in their transaction, against rules read again. Bets without a delay (casino
 * bets, or a delay of 0) have only the transaction's check, which does all of that (with the limits just read).
 * The transaction takes the bet at the live price if balance − exposure stays ≥ 0 and exposure within the
 * user's limit.
 */
export async function placeBet(deps: BetDeps, user: UserRow, payload: BetPayload): Promise<PlaceBetResponse> {
  const request = { user, payload, marketId: marketIdOfBet(payload), idempotencyKey: payload.idempotencyKey || null };
  const limits = hasBetDelay(payload) ? await limitsOfDomain(deps.db, user.domain_id) : undefined;
  if (!limits || limits.betDelayMs === 0) return accepted(await recordBet(deps, request, limits));
  const earlier = await alreadyPlaced(deps.db, user.id, request.idempotencyKey, payload, request.marketId);
  if (earlier) return accepted(earlier);
  const row = await findMarketRow(deps.db, request.marketId);
  const { delayMs } = await checkBet(deps.db, user, payload, row && marketOfRow(row), deps.now());
  await deps.sleep(delayMs);
  return accepted(await recordBet(deps, request));
}
