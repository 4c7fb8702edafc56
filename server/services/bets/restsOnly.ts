import type { OddsBetPayload } from '../../../contract/bets';
import type { Db } from '../../db/connect';
import { hundredths } from '../../markets/exchange/orderRows';
import { waitingPriceRange } from '../../repositories/orders';

/**
 * Whether an exchange order would match nothing if placed now, and so only wait in the book (the passive bet
 * delay: such an order picks off no price, so it is not held). A back at p meets a waiting lay at p or more; a
 * lay at p, a waiting back at p or less.
 */
export async function restsOnly(
  db: Db,
  marketId: string,
  payload: Pick<OddsBetPayload, 'selectionId' | 'type' | 'oddsReq'>,
): Promise<boolean> {
  const priceHundredths = hundredths(payload.oddsReq);
  if (payload.type === 'back') {
    const { highest } = await waitingPriceRange(db, marketId, payload.selectionId, 'lay');
    return highest === null || hundredths(highest) < priceHundredths;
  }
  const { lowest } = await waitingPriceRange(db, marketId, payload.selectionId, 'back');
  return lowest === null || hundredths(lowest) > priceHundredths;
}
