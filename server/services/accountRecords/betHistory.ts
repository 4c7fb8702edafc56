import type { BetDetail, BetHistoryRequest } from '../../../contract/bets';
import type { Db } from '../../db/connect';
import { pageBetHistory } from '../../repositories/betHistory';
import type { PageRequest } from '../../repositories/paging';
import { storedWindow } from '../../repositories/timeWindow';
import { betDetailOfRow } from '../bets/betRecords';
import { toPaged, type Paged } from '../records';

/** SRV-14 REC-13: the caller's settled or unsettled bets of a sport, "Casino" or "all", in the window. */
export async function betHistoryOf(db: Db, userId: string, body: BetHistoryRequest, request: PageRequest): Promise<Paged<BetDetail>> {
  const page = await pageBetHistory(db, userId, { ...storedWindow(body), status: body.status, sportsName: body.sportsName }, request);
  return toPaged(request, { items: page.items.map(betDetailOfRow), total: page.total });
}
