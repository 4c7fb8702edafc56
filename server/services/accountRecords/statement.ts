import type { StatementRequest, StatementRow } from '../../../contract/records';
import type { Db } from '../../db/connect';
import { fromCents } from '../../money';
import type { PageRequest } from '../../repositories/paging';
import { pageStatement, type LedgerRow } from '../../repositories/statement';
import { storedWindow } from '../../repositories/timeWindow';
import { toPaged, type Paged } from '../records';

/** REC-09: a ledger row as the statement shows it; the balances are the ones after the row. */
const statementRowOf = (row: LedgerRow): StatementRow => ({
  createdAt: row.created_at,
  type: row.type,
  amount: fromCents(Number(row.amount_cents)),
  displayText: row.display_text,
  openingBalancePayee: fromCents(Number(row.payee_balance_cents)),
  openingBalancePayer: fromCents(Number(row.payer_balance_cents)),
  payer: { _id: row.payer_id },
  remark: row.remark,
  betId: row.bet_id,
});

/** SRV-07 OPEN-100: the caller's statement in the window, filtered, newest first. */
export async function statementOf(db: Db, userId: string, body: StatementRequest, request: PageRequest): Promise<Paged<StatementRow>> {
  const page = await pageStatement(db, userId, { ...storedWindow(body), filter: body.filter }, request);
  return toPaged(request, { items: page.items.map(statementRowOf), total: page.total });
}
