import type { BetPayload } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import type { Db } from '../../db/connect';
import { ApiError } from '../../errors';
import type { Market, SelectionPrice } from '../../markets/types';
import { isEventLocked } from '../../repositories/eventLocks';
import type { UserRow } from '../../repositories/users';
import type { Limits } from '../../../contract/limits';
import { assertStakeWithinLimits, betDelayMs, limitsOfBet } from './limits';
import { assertBetFitsMarket, assertTradable } from './marketOfBet';

export interface CheckedBet {
  market: Market;
  /** The selection as the market offers it now (its live prices). */
  selection: SelectionPrice;
  delayMs: number;
}

/** What a bet is checked against besides its market: whether its event is locked for the user, and the limits. */
export interface BetRules {
  eventLocked: boolean;
  limits: Limits;
}

/**
 * Reads the bet's rules: the event lock of the event the bet names, and its domain's limits (unless just read:
 * `limits`). For an exchange order, before it joins its market's queue: the batch holding the market row waits
 * for no read.
 */
export async function readBetRules(db: Db, user: UserRow, payload: BetPayload, limits?: Limits): Promise<BetRules> {
  return {
    eventLocked: await isEventLocked(db, user.id, payload.eventId),
    limits: limits ?? (await limitsOfBet(db, user.domain_id, payload)),
  };
}

/**
 * SRV-13 OPEN-055: the bet must fit its market, the event must not be locked for the user, the stake must be
 * within limits (advanceBetLock reads whether the event is in play now) and the market must take bets at `now`.
 */
export function checkBetAgainst(payload: BetPayload, market: Market | undefined, rules: BetRules, now: number): CheckedBet {
  assertBetFitsMarket(payload, market);
  if (rules.eventLocked) throw new ApiError(403, strings.betEventLocked);
  assertStakeWithinLimits(payload, market, rules.limits);
  return { market, selection: assertTradable(payload, market, now), delayMs: betDelayMs(payload, market, rules.limits) };
}

/** Reads the rules (unless given the limits just read) and checks: before the bet delay and again inside the bet's transaction, so nothing that changed meanwhile slips through. */
export async function checkBet(
  db: Db,
  user: UserRow,
  payload: BetPayload,
  market: Market | undefined,
  now: number,
  limits?: Limits,
): Promise<CheckedBet> {
  return checkBetAgainst(payload, market, await readBetRules(db, user, payload, limits), now);
}
