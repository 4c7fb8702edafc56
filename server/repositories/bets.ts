import type { Db } from '../db/connect';

/** Sum of the liability reserved by the user's open bets, in cents. */
export async function sumOpenLiabilityCents(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.sum<number | string | null>('liability_cents').as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export interface OpenMarket {
  marketId: string;
  matchId: string;
  eventId: number;
  leagueId: string;
  sportsName: string;
  eventName: string;
  marketType: string;
  count: number;
}

/** One entry per market holding open bets of the user. */
export async function listOpenMarkets(db: Db, userId: string): Promise<OpenMarket[]> {
  const rows = await db
    .selectFrom('bets')
    .select((eb) => [
      'market_id',
      'match_id',
      'event_id',
      'league_id',
      'sports_name',
      'event_name',
      'market_type',
      eb.fn.countAll().as('count'),
      eb.fn.max('created_at').as('last_bet_at'),
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .groupBy(['market_id', 'match_id', 'event_id', 'league_id', 'sports_name', 'event_name', 'market_type'])
    .orderBy('last_bet_at', 'desc')
    .execute();
  return rows.map((row) => ({
    marketId: row.market_id,
    matchId: row.match_id,
    eventId: Number(row.event_id),
    leagueId: row.league_id,
    sportsName: row.sports_name,
    eventName: row.event_name,
    marketType: row.market_type,
    count: Number(row.count),
  }));
}
