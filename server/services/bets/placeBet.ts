import type { BetPayload } from '../../../contract/bets';
import type { MessageOnly } from '../../../contract/http';
import { strings } from '../../../contract/strings';
import type { Deps } from '../../deps';
import { findBetByKey } from '../../repositories/bets';
import { isEventLocked } from '../../repositories/eventLocks';
import type { UserRow } from '../../repositories/users';
import { marketOfRow } from '../../markets/rows';
import { findMarketRow } from '../../repositories/markets';
import { assertStakeWithinLimits, betDelayMs, limitsOfDomain } from './limits';
import { assertBetFitsMarket, assertTradable, marketIdOfBet } from './marketOfBet';
import { recordBet } from './recordBet';
import { ApiError } from '../../errors';

/** What taking a bet needs. */
export type BetDeps = Pick<Deps, 'db' | 'now' | 'sleep'>;

const ACCEPTED: MessageOnly = { status: true, message: strings.betPlaced };

/**
 * SRV-13 POST /bet/save2, in the order of OPEN-055: the bet must fit its market, the event must not be
 * locked for the user, the stake must be within limits; then the bet delay; then, in one transaction, the
 * market state and live price are checked again and the bet is taken if balance − exposure stays ≥ 0 and
 * exposure within the user's limit. A bet whose idempotency key was already taken returns the first answer.
 */
export async function placeBet(deps: BetDeps, user: UserRow, payload: BetPayload): Promise<MessageOnly> {
  const key = payload.idempotencyKey || null;
  if (key && (await findBetByKey(deps.db, user.id, key))) return ACCEPTED;
  const marketId = marketIdOfBet(payload);
  const row = await findMarketRow(deps.db, marketId);
  const market = row ? marketOfRow(row) : undefined;
  assertBetFitsMarket(payload, market);
  if (await isEventLocked(deps.db, user.id, market.eventId)) throw new ApiError(403, strings.betEventLocked);
  const limits = await limitsOfDomain(deps.db, user.domain_id);
  assertStakeWithinLimits(payload, market, limits);
  assertTradable(payload, market);
  const delayMs = betDelayMs(payload, limits);
  if (delayMs > 0) await deps.sleep(delayMs);
  await recordBet(deps, { user, payload, marketId, idempotencyKey: key });
  return ACCEPTED;
}
