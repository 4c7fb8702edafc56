import type { BetDetail, ExistingBet } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import type { Db } from '../../db/connect';
import { notFound } from '../../errors';
import { findBet, openBetsOfMatch } from '../../repositories/bets';
import { betDetailOfRow, existingBetOf } from './betRecords';

/** SRV-11: the user's open bets on a match or casino table. */
export const openBetsOfMatchOf = async (db: Db, userId: string, matchId: string): Promise<ExistingBet[]> =>
  (await openBetsOfMatch(db, userId, matchId)).map(existingBetOf);

/** SRV-12: one bet's detail, only for its owner (anyone else gets the same 404 as for no bet). */
export async function betDetailOf(db: Db, userId: string, betId: string): Promise<BetDetail> {
  const bet = await findBet(db, betId);
  if (!bet || bet.user_id !== userId) throw notFound(strings.betNotFound);
  return betDetailOfRow(bet);
}
