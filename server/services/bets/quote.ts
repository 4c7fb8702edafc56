import type { BetPayload } from '../../../contract/bets';
import { bookmakerProfitLoss, casinoProfitLoss, fancyProfitLoss, oddsProfitLoss, type ProfitLoss } from '../../../contract/margins';
import { strings } from '../../../contract/strings';
import { ApiError } from '../../errors';
import type { SelectionPrice } from '../../markets/types';
import { toCents } from '../../money';

/** What the bet is taken at: the live price (fancy: line and rate) and its margins in cents. */
export interface Quote {
  type: 'back' | 'lay';
  oddsReq: number;
  price: number;
  size: number;
  favourCents: number;
  againstCents: number;
}

const rateChanged = () => new ApiError(409, strings.betRateChanged);

function quoted(type: Quote['type'], oddsReq: number, price: number, size: number, margins: ProfitLoss): Quote {
  return { type, oddsReq, price, size, favourCents: toCents(margins.profit), againstCents: toCents(margins.loss) };
}

/** The live price of the clicked side; the bet's price must equal it (BET-20..22, OPEN-052). */
function livePrice(selection: SelectionPrice, type: Quote['type']): number {
  const price = type === 'back' ? selection.back : selection.lay;
  if (price === null || !(price > 0)) throw rateChanged();
  return price;
}

/**
 * SRV-13: prices the bet at the market's current price, refusing "Bet rate changed!" when the bet's price
 * (fancy: line and rate) is not the live one; the margins follow the spec's constants (contract/margins.ts).
 */
export function quoteBet(payload: BetPayload, selection: SelectionPrice): Quote {
  const { stake } = payload;
  switch (payload.markettype) {
    case 'Casino': {
      // Lays are taken only where the table offers a lay rate (32 Cards' players).
      if (payload.type === 'lay' && selection.lay == null) throw new ApiError(400, strings.betLayNotOffered);
      const rate = livePrice(selection, payload.type);
      if (payload.oddsReq !== rate) throw rateChanged();
      return quoted(payload.type, rate, rate, 0, casinoProfitLoss(rate, stake, payload.type));
    }
    case 'Match Odds':
    case 'Bookmaker': {
      const price = livePrice(selection, payload.type);
      if (payload.oddsReq !== price) throw rateChanged();
      const margins = payload.markettype === 'Bookmaker' ? bookmakerProfitLoss : oddsProfitLoss;
      return quoted(payload.type, price, price, 0, margins(payload.type, price, stake));
    }
    case 'FANCY': {
      const line = livePrice(selection, payload.type);
      const size = payload.type === 'back' ? selection.backSize : selection.laySize;
      if (payload.price !== line || size == null || payload.size !== size) throw rateChanged();
      return quoted(payload.type, line, line, size, fancyProfitLoss(payload.type, size, stake));
    }
  }
}
