import { betDelayOf } from '../../../contract/limits';
import type { CashOutRequest, CashOutResponse } from '../../../contract/cashOut';
import { strings } from '../../../contract/strings';
import { isoAt } from '../../clock';
import type { Db } from '../../db/connect';
import { ApiError } from '../../errors';
import { cashOutIn, hedgeKey, previewCashOutIn, type CashOutTerms } from '../../markets/exchange/cashOutIn';
import { marketOfRow } from '../../markets/rows';
import type { Market } from '../../markets/types';
import { fromCents } from '../../money';
import { findBetsByKeys, betKey } from '../../repositories/bets';
import { findDomainById } from '../../repositories/domains';
import { isEventLocked } from '../../repositories/eventLocks';
import { findMarketRow, lockMarketRow } from '../../repositories/markets';
import { lockUser, type UserRow } from '../../repositories/users';
import { exchangeMarketAt } from './exchangeMarket';
import { oneBetPerKey } from './heldBets';
import { limitsOfDomain } from './limits';
import type { BetDeps } from './placeBet';

const cashedOut = (value: number, betIds: string[]): CashOutResponse => ({
  status: true,
  message: strings.cashedOut(value),
  data: { value, betIds },
});

/** The answer of the cash out `key` placed before, if it did: its value and hedge orders. */
async function earlierCashOut(db: Db, user: UserRow, key: string | null, market: Market): Promise<CashOutResponse | undefined> {
  if (key === null) return undefined;
  const keys = market.selections.map((_, index) => ({ userId: user.id, key: hedgeKey(key, index) }));
  const found = await findBetsByKeys(db, keys);
  const hedges = keys.flatMap((each) => found.get(betKey(each.userId, each.key)) ?? []).filter((bet) => bet.cash_out_cents !== null);
  const first = hedges[0];
  return (
    first &&
    cashedOut(
      fromCents(Number(first.cash_out_cents)),
      hedges.map((bet) => bet.id),
    )
  );
}

async function termsOf(db: Db, user: UserRow, request: CashOutRequest): Promise<CashOutTerms> {
  const domain = await findDomainById(db, user.domain_id);
  return {
    fraction: request.fraction,
    value: request.value,
    commissionRate: Number(domain?.commission_bps ?? 0) / 10_000,
    idempotencyKey: request.idempotencyKey || null,
  };
}

/** The market the request names, as `read` finds it (the caller's transaction may hold it), taking orders and open to this bettor. */
async function marketOfRequest(deps: BetDeps, db: Db, user: UserRow, request: CashOutRequest, read: typeof findMarketRow): Promise<Market> {
  const row = await read(db, request.marketId);
  const market = row && marketOfRow(row);
  if (market && market.matchId !== request.matchId) throw new ApiError(400, strings.betDoesNotMatchMarket);
  const open = exchangeMarketAt(market, deps.now());
  if (await isEventLocked(db, user.id, open.eventId)) throw new ApiError(403, strings.betEventLocked);
  return open;
}

/**
 * POST /bet/cashout (our addition): hedges `fraction` of the bettor's matched position on an exchange market at
 * the book's prices, fill or kill (cashOutIn). A repeat of a keyed cash out gets its first answer. It waits the
 * bet delay as any order does (in play, the sport's), after a first look at the value (refused at once if the
 * book already gives less than the bettor accepted); the value is read and checked again when it is taken, in
 * one transaction holding the market row, then the bettor's row.
 */
export async function cashOut(deps: BetDeps, user: UserRow, request: CashOutRequest): Promise<CashOutResponse> {
  const terms = await termsOf(deps.db, user, request);
  return oneBetPerKey(user.id, terms.idempotencyKey, async () => {
    const market = await marketOfRequest(deps, deps.db, user, request, findMarketRow);
    const earlier = await earlierCashOut(deps.db, user, terms.idempotencyKey, market);
    if (earlier) return earlier;
    const limits = await limitsOfDomain(deps.db, user.domain_id, deps.sportsSpeed);
    const delayMs = betDelayOf(limits, market.sportsName, market.inPlay === true);
    if (delayMs > 0) {
      await deps.db
        .transaction()
        .execute(async (trx) => previewCashOutIn(trx, await marketOfRequest(deps, trx, user, request, lockMarketRow), user.id, terms));
      await deps.sleep(delayMs);
    }
    return deps.db.transaction().execute(async (trx) => {
      const now = await marketOfRequest(deps, trx, user, request, lockMarketRow);
      await lockUser(trx, user.id);
      const again = await earlierCashOut(trx, user, terms.idempotencyKey, now);
      if (again) return again;
      const done = await cashOutIn(trx, now, user, terms, isoAt(deps.now()));
      return cashedOut(
        done.value,
        done.bets.map((bet) => bet.id),
      );
    });
  });
}
