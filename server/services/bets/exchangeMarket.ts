import { strings } from '../../../contract/strings';
import { ApiError } from '../../errors';
import type { Market } from '../../markets/types';

/**
 * The exchange market a cash out or a price change acts on must take orders now: refused (409) while it or a
 * runner is suspended, once closed or past its betting window.
 */
export function exchangeMarketAt(market: Market | undefined, now: number): Market {
  if (!market) throw new ApiError(404, strings.betMarketNotFound);
  if (market.kind !== 'matchOdds') throw new ApiError(400, strings.cashOutNotExchange);
  if (market.status === 'suspended' || market.selections.some((selection) => selection.suspended))
    throw new ApiError(409, strings.betMarketSuspended);
  const windowOver = market.betsCloseAt != null && now >= Date.parse(market.betsCloseAt);
  if (market.status !== 'open' || windowOver) throw new ApiError(409, strings.betMarketClosed);
  return market;
}
