import type { Db } from '../db/connect';
import type { BetRow } from './bets';
import { offsetOf, type Page, type PageRequest } from './paging';
import type { TimeWindow } from './timeWindow';

export interface BetHistoryQuery extends TimeWindow {
  status: 'settled' | 'unsettled';
  /** OPEN-103: "all", a sport's name, or "Casino". */
  sportsName: string;
}

export const ALL_SPORTS = 'all';

/** SRV-14: newest first; settled bets (voided included) by settle time, unsettled ones by placing time. */
export async function pageBetHistory(db: Db, userId: string, query: BetHistoryQuery, request: PageRequest): Promise<Page<BetRow>> {
  const settled = query.status === 'settled';
  const time = settled ? 'settled_at' : 'created_at';
  let rows = db
    .selectFrom('bets')
    .where('user_id', '=', userId)
    .where('status', settled ? 'in' : '=', settled ? ['settled', 'void'] : 'open')
    .where(time, '>=', query.from)
    .where(time, '<=', query.to);
  if (query.sportsName.toLowerCase() !== ALL_SPORTS) rows = rows.where('sports_name', '=', query.sportsName);
  const [items, count] = await Promise.all([
    rows.selectAll().orderBy(time, 'desc').orderBy('id', 'desc').limit(request.pageSize).offset(offsetOf(request)).execute(),
    rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}
