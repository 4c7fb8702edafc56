import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { LedgerTable } from '../db/schema';
import { offsetOf, type Page, type PageRequest } from './paging';
import type { TimeWindow } from './timeWindow';

export type LedgerRow = Selectable<LedgerTable>;
/** OPEN-100: upline = the operator's deposits and withdrawals, betRecords = bet settlements. */
export type StatementFilter = 'all' | 'upline' | 'betRecords';

/** SRV-07: the user's ledger rows in the window, newest first. */
export async function pageStatement(
  db: Db,
  userId: string,
  query: TimeWindow & { filter: StatementFilter },
  request: PageRequest,
): Promise<Page<LedgerRow>> {
  let rows = db
    .selectFrom('ledger')
    .where('user_id', '=', userId)
    .where('created_at', '>=', query.from)
    .where('created_at', '<=', query.to);
  if (query.filter === 'upline') rows = rows.where('bet_id', 'is', null);
  if (query.filter === 'betRecords') rows = rows.where('bet_id', 'is not', null);
  const [items, count] = await Promise.all([
    rows.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(request.pageSize).offset(offsetOf(request)).execute(),
    rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}
