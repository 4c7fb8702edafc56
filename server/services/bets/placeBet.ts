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
import { oneBetPerKey } from './heldBets';
import { hasBetDelay, limitsOfDomain } from './limits';
import { marketIdOfBet } from './marketOfBet';
import { recordBet, type BetRequest } from './recordBet';
import { restsOnly } from './restsOnly';

/** What taking a bet needs. */
export type BetDeps = Pick<Deps, 'db' | 'now' | 'sleep' | 'takeOrder' | 'sportsSpeed'>;

/** The spec's answer, with the order's state (our addition, issue 18). */
const accepted = (bet: BetRow): PlaceBetResponse => ({ status: true, message: strings.betPlaced, data: orderStateOf(bet) });

/**
 * SRV-13 POST /bet/save2, in the order of OPEN-055. Bets that may wait a delay (odds, bookmaker, fancy) are
 * answered at once when their idempotency key was already taken (the first answer, or a refusal for another
 * bet under that key), else checked (market, lock, limits, live market), wait the delay (BET-23; in play, the
 * sport's), and are checked again in their transaction, against the market and rules as they are then. An
 * exchange order that would match nothing now does not wait: it only rests in the book. A retry sent during
 * the delay waits for the bet it repeats (oneBetPerKey). The wait is a timer: no transaction, batch or thread
 * is held meanwhile, and nothing is stored before it ends. Casino bets have only the transaction's check.
 * The transaction takes the bet at the live price if balance − exposure stays ≥ 0 and exposure within the
 * user's limit.
 */
export async function placeBet(deps: BetDeps, user: UserRow, payload: BetPayload): Promise<PlaceBetResponse> {
  const request = { user, payload, marketId: marketIdOfBet(payload), idempotencyKey: payload.idempotencyKey || null };
  if (!hasBetDelay(payload)) return accepted(await recordBet(deps, request));
  return accepted(await oneBetPerKey(user.id, request.idempotencyKey, () => placeAfterDelay(deps, request)));
}

async function placeAfterDelay(deps: BetDeps, request: BetRequest): Promise<BetRow> {
  const { user, payload } = request;
  const limits = await limitsOfDomain(deps.db, user.domain_id, deps.sportsSpeed);
  const earlier = await alreadyPlaced(deps.db, user.id, request.idempotencyKey, payload, request.marketId);
  if (earlier) return earlier;
  const row = await findMarketRow(deps.db, request.marketId);
  const { delayMs } = await checkBet(deps.db, user, payload, row && marketOfRow(row), deps.now(), limits);
  const passive = payload.markettype === 'Match Odds' && (await restsOnly(deps.db, request.marketId, payload));
  if (delayMs === 0 || passive) return recordBet(deps, request, limits);
  await deps.sleep(delayMs);
  return recordBet(deps, request);
}
