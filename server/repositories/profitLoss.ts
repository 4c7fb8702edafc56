import type { Db } from '../db/connect';
import type { BetRow } from './bets';
import { offsetOf, type Page, type PageRequest } from './paging';
import type { TimeWindow } from './timeWindow';

/** OPEN-108: which of eventId, matchId, markettype narrow the settled bets. */
export interface ProfitLossScope extends TimeWindow {
  eventId?: number;
  matchId?: string;
  marketType?: string;
}

export type GroupColumn = 'sports_name' | 'event_id' | 'match_id' | 'market_type';

export interface ProfitLossGroup {
  sportsName: string;
  eventId: number;
  matchId: string;
  marketType: string;
  eventName: string;
  profitLossCents: number;
  bets: number;
}

function settledIn(db: Db, userId: string, scope: ProfitLossScope) {
  let rows = db
    .selectFrom('bets')
    .where('user_id', '=', userId)
    .where('status', 'in', ['settled', 'void'])
    .where('settled_at', '>=', scope.from)
    .where('settled_at', '<=', scope.to);
  if (scope.eventId !== undefined) rows = rows.where('event_id', '=', scope.eventId);
  if (scope.matchId !== undefined) rows = rows.where('match_id', '=', scope.matchId);
  if (scope.marketType !== undefined) rows = rows.where('market_type', '=', scope.marketType);
  return rows;
}

/** SRV-15: settled bets summed per group, the group settled last first. */
export async function pageProfitLossGroups(
  db: Db,
  userId: string,
  scope: ProfitLossScope,
  groupBy: readonly GroupColumn[],
  request: PageRequest,
): Promise<Page<ProfitLossGroup>> {
  const grouped = settledIn(db, userId, scope)
    .select((eb) => [
      eb.fn.max('sports_name').as('sports_name'),
      eb.fn.max('event_id').as('event_id'),
      eb.fn.max('match_id').as('match_id'),
      eb.fn.max('market_type').as('market_type'),
      eb.fn.max('event_name').as('event_name'),
      eb.fn.sum<number | string>(eb('profit_loss_cents', '-', eb.ref('commission_cents'))).as('profit_loss'),
      eb.fn.countAll().as('bets'),
      eb.fn.max('settled_at').as('last_settled_at'),
    ])
    .groupBy([...groupBy]);
  const [rows, count] = await Promise.all([
    grouped.orderBy('last_settled_at', 'desc').limit(request.pageSize).offset(offsetOf(request)).execute(),
    db
      .selectFrom(grouped.as('groups'))
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    sportsName: String(row.sports_name),
    eventId: Number(row.event_id),
    matchId: String(row.match_id),
    marketType: String(row.market_type),
    eventName: String(row.event_name),
    profitLossCents: Number(row.profit_loss),
    bets: Number(row.bets),
  }));
  return { items, total: Number(count.total) };
}

/** SRV-15: the settled bets themselves, last settled first. */
export async function pageProfitLossBets(db: Db, userId: string, scope: ProfitLossScope, request: PageRequest): Promise<Page<BetRow>> {
  const rows = settledIn(db, userId, scope);
  const [items, count] = await Promise.all([
    rows.selectAll().orderBy('settled_at', 'desc').orderBy('id', 'desc').limit(request.pageSize).offset(offsetOf(request)).execute(),
    rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}
