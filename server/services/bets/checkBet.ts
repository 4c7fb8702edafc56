import type { BetPayload } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import type { Db } from '../../db/connect';
import { ApiError } from '../../errors';
import type { Market, SelectionPrice } from '../../markets/types';
import { isEventLocked } from '../../repositories/eventLocks';
import type { UserRow } from '../../repositories/users';
import { assertStakeWithinLimits, betDelayMs, limitsOfBet } from './limits';
import { assertBetFitsMarket, assertTradable } from './marketOfBet';

export interface CheckedBet {
  market: Market;
  /** The selection as the market offers it now (its live prices). */
  selection: SelectionPrice;
  delayMs: number;
}

/**
 * SRV-13 OPEN-055: the bet must fit its market, the event must not be locked for the user, the stake must be
 * within limits (advanceBetLock reads whether the event is in play now) and the market must take bets at `now`.
 * Run before the bet delay and again inside the bet's transaction, so nothing that changed meanwhile slips through.
 */
export async function checkBet(db: Db, user: UserRow, payload: BetPayload, market: Market | undefined, now: number): Promise<CheckedBet> {
  assertBetFitsMarket(payload, market);
  if (await isEventLocked(db, user.id, market.eventId)) throw new ApiError(403, strings.betEventLocked);
  const limits = await limitsOfBet(db, user.domain_id, payload);
  assertStakeWithinLimits(payload, market, limits);
  return { market, selection: assertTradable(payload, market, now), delayMs: betDelayMs(payload, limits) };
}
