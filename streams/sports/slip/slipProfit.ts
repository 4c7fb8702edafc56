import { slipProfitLoss, type ProfitLoss } from '../../rules/money';
import type { OpenSlip } from './slipTypes';

/** BET-11 CONST-03..05 OPEN-061 OPEN-127: the open slip's profit and loss, null until rate and stake are set. */
export function openSlipProfitLoss({ selection, stake, rate }: OpenSlip): ProfitLoss | null {
  if (selection.market === 'fancy') return slipProfitLoss({ market: 'fancy', side: selection.side, size: selection.size ?? 0 }, stake);
  return slipProfitLoss({ market: selection.market, side: selection.side, price: rate }, stake);
}
