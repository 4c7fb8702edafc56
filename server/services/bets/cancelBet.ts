import type { CancelBetResponse } from '../../../contract/orders';
import { strings } from '../../../contract/strings';
import { isoAt } from '../../clock';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { cancelOrderIn } from '../../markets/exchange/removeOrders';
import { marketOfRow } from '../../markets/rows';
import { findBet } from '../../repositories/bets';
import { lockMarketRow } from '../../repositories/markets';
import { lockUser, type UserRow } from '../../repositories/users';
import { fromCents } from '../../money';

/**
 * POST /bet/cancel (our addition): the owner takes what is still unmatched of an order out of the
 * book; its liability is released at once. The market row is held first, as an order's matching holds it, so a
 * cancel and a match never both take the same size. Someone else's bet answers the same 404 as no bet.
 */
export async function cancelBet(deps: Pick<Deps, 'db' | 'now'>, user: UserRow, betId: string): Promise<CancelBetResponse> {
  const found = await findBet(deps.db, betId);
  if (!found || found.user_id !== user.id) throw notFound(strings.betNotFound);
  const cancelled = await deps.db.transaction().execute(async (trx) => {
    const market = await lockMarketRow(trx, found.market_id);
    if (!market) return 0;
    await lockUser(trx, user.id);
    return cancelOrderIn(trx, marketOfRow(market), { selectionId: Number(found.selection_id), orderId: betId }, isoAt(deps.now()));
  });
  return {
    status: true,
    message: cancelled > 0 ? strings.betCancelled : strings.betNothingToCancel,
    data: { betId, sizeCancelled: fromCents(cancelled) },
  };
}
