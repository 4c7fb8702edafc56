import type { BetPayload } from '../../../contract/bets';
import type { Limits } from '../../../contract/limits';
import type { PlaceBetResponse } from '../../../contract/orders';
import { strings } from '../../../contract/strings';
import type { Deps } from '../../deps';
import { orderStateOf } from '../../markets/exchange/orderRows';
import { marketOfRow } from '../../markets/rows';
import type { BetRow } from '../../repositories/bets';
import { findMarketRow } from '../../repositories/markets';
import type { UserRow } from '../../repositories/users';
import { isExchangeBet, type BetRequest } from './betRequest';
import { checkBet, readBetRules } from './checkBet';
import { oneBetPerKey } from './heldBets';
import { takeHouseBet } from './houseBet';
import { earlierBet } from './idempotency';
import { hasBetDelay, limitsOfDomain } from './limits';
import { marketIdOfBet } from './marketOfBet';
import { queueOrder } from './orderQueue';
import { restsOnly } from './restsOnly';

/** What taking a bet needs. */
export type BetDeps = Pick<Deps, 'db' | 'now' | 'sleep' | 'takeOrder' | 'sportsSpeed'>;

/** The spec's answer, with the order's state (our addition). */
const accepted = (bet: BetRow): PlaceBetResponse => ({ status: true, message: strings.betPlaced, data: orderStateOf(bet) });

/**
 * SRV-13 POST /bet/save2, in the order of OPEN-055: the one service a bet passes. It checks the bet against its
 * rules, waits the bet delay, and routes it: an exchange order (Match Odds) to its market's queue, any other bet
 * to the house's transaction (takeBet). Casino bets have no delay: they have only their transaction's check.
 */
export async function placeBet(deps: BetDeps, user: UserRow, payload: BetPayload): Promise<PlaceBetResponse> {
  const request = { user, payload, marketId: marketIdOfBet(payload), idempotencyKey: payload.idempotencyKey || null };
  if (!hasBetDelay(payload)) return accepted(await takeBet(deps, request));
  return accepted(await oneBetPerKey(user.id, request.idempotencyKey, () => checkThenWait(deps, request)));
}

/**
 * Before the delay (BET-23; in play, the sport's): a retry of a bet already stored is answered at once (the
 * first answer, or a refusal for another bet under that key), and a bet the market or rules refuse now is
 * refused without waiting. An exchange order that would match nothing now does not wait: it only rests in the
 * book. The wait is a timer: no transaction, batch or thread is held meanwhile, and nothing is stored before
 * it ends. The bet is checked again where it is taken, against the market and rules as they are then.
 */
async function checkThenWait(deps: BetDeps, request: BetRequest): Promise<BetRow> {
  const { user, payload } = request;
  const limits = await limitsOfDomain(deps.db, user.domain_id, deps.sportsSpeed);
  const earlier = await earlierBet(deps.db, request);
  if (earlier) return earlier;
  const row = await findMarketRow(deps.db, request.marketId);
  const { delayMs } = await checkBet(deps.db, user, payload, row && marketOfRow(row), deps.now(), limits);
  const passive = isExchangeBet(request) && (await restsOnly(deps.db, request.marketId, request.payload));
  if (delayMs === 0 || passive) return takeBet(deps, request, limits);
  await deps.sleep(delayMs);
  return takeBet(deps, request);
}

/**
 * Routes the bet to where it is taken. An exchange order's rules (event lock, limits: `limits` when just read)
 * are read before it joins its market's queue, as the batch holding the market row waits for no read; it is
 * queued on the order thread when the server runs one, else on this thread.
 */
async function takeBet(deps: BetDeps, request: BetRequest, limits?: Limits): Promise<BetRow> {
  if (!isExchangeBet(request)) return takeHouseBet(deps, request);
  const order = { ...request, rules: await readBetRules(deps.db, request.user, request.payload, limits) };
  return deps.takeOrder ? deps.takeOrder(order) : queueOrder(deps.db, deps.now, order);
}
