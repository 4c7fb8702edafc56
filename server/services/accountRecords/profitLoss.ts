import type { ProfitLossRequest, ProfitLossRow } from '../../../contract/records';
import type { Db } from '../../db/connect';
import { badRequest } from '../../errors';
import { fromCents } from '../../money';
import type { Page, PageRequest } from '../../repositories/paging';
import {
  pageProfitLossBets,
  pageProfitLossGroups,
  type GroupColumn,
  type ProfitLossGroup,
  type ProfitLossScope,
} from '../../repositories/profitLoss';
import { storedWindow } from '../../repositories/timeWindow';
import { toPaged, type Paged } from '../records';

const CASINO = 'Casino';

function scopeOf(body: ProfitLossRequest): ProfitLossScope {
  const eventId = body.eventId ? Number(body.eventId) : undefined;
  if (eventId !== undefined && !Number.isSafeInteger(eventId)) throw badRequest('body.eventId: must be a whole number');
  return {
    ...storedWindow(body),
    ...(eventId === undefined ? {} : { eventId }),
    ...(body.matchId ? { matchId: body.matchId } : {}),
    ...(body.markettype ? { marketType: body.markettype } : {}),
  };
}

/** The first level: one row per sport, and one per casino table (its event id leads to its rounds). */
const sportRow = (group: ProfitLossGroup): ProfitLossRow => ({
  sportsName: group.sportsName,
  eventName: group.sportsName === CASINO ? group.eventName : group.sportsName,
  markettype: '',
  profitloss: fromCents(group.profitLossCents),
  bets: group.bets,
  eventId: String(group.eventId),
});

const matchRow = (group: ProfitLossGroup): ProfitLossRow => ({
  ...sportRow(group),
  eventName: group.eventName,
  matchId: group.matchId,
});

const marketRow = (group: ProfitLossGroup): ProfitLossRow => ({ ...matchRow(group), markettype: group.marketType });

const LEVELS: { groupBy: GroupColumn[]; row: (group: ProfitLossGroup) => ProfitLossRow }[] = [
  { groupBy: ['sports_name', 'event_id'], row: sportRow },
  { groupBy: ['match_id'], row: matchRow },
  { groupBy: ['market_type'], row: marketRow },
];

const mapPage = <A, B>(page: Page<A>, map: (item: A) => B): Page<B> => ({ items: page.items.map(map), total: page.total });

/**
 * SRV-15 REC-15..17 OPEN-108: settled P&L in the window at the level the request names — sport (and casino
 * table) → match or table → market type ("Casino" for casino) → the bets.
 */
export async function profitLossOf(db: Db, userId: string, body: ProfitLossRequest, request: PageRequest): Promise<Paged<ProfitLossRow>> {
  const scope = scopeOf(body);
  if (body.markettype) {
    const page = await pageProfitLossBets(db, userId, scope, request);
    return toPaged(
      request,
      mapPage(page, (bet) => ({
        sportsName: bet.sports_name,
        eventName: bet.event_name,
        markettype: bet.market_type,
        profitloss: fromCents(Number(bet.profit_loss_cents ?? 0)),
        bets: 1,
        eventId: String(bet.event_id),
        matchId: bet.match_id,
        selection: bet.selection,
        type: bet.type,
        oddsReq: Number(bet.odds_req),
        stake: fromCents(Number(bet.stake_cents)),
        placeTime: bet.place_time,
        ...(bet.settled_at ? { settledAt: bet.settled_at } : {}),
      })),
    );
  }
  const level = LEVELS[body.matchId ? 2 : body.eventId ? 1 : 0] ?? LEVELS[0]!;
  return toPaged(request, mapPage(await pageProfitLossGroups(db, userId, scope, level.groupBy, request), level.row));
}
