import { isoAt } from '../clock';
import type { Db } from '../db/connect';
import type { MarketsTable } from '../db/schema';

export async function publishFeedLive(db: Db, feedKey: string, body: string, at: number): Promise<void> {
  await db
    .insertInto('feed_live')
    .values({ feed_key: feedKey, body, updated_at: isoAt(at) })
    .onConflict((conflict) => conflict.column('feed_key').doUpdateSet({ body, updated_at: isoAt(at) }))
    .execute();
}

export const readFeedLive = (db: Db, feedKey: string) =>
  db.selectFrom('feed_live').select(['body', 'updated_at']).where('feed_key', '=', feedKey).executeTakeFirst();

/** A feed's markets: its sport ids and the leagues (competitions, race courses) it runs under them. */
export interface FeedLeagues {
  eventId: number;
  leagueIds: readonly string[];
}

/** The ids of the markets of these leagues that are not settled or voided yet. */
export async function unfinishedMarketIds(db: Db, leagues: readonly FeedLeagues[]): Promise<string[]> {
  const kinds: MarketsTable['kind'][] = ['matchOdds', 'bookmaker', 'fancy'];
  const rows = await db
    .selectFrom('markets')
    .select('id')
    .where('status', 'not in', ['settled', 'void'])
    .where('kind', 'in', kinds)
    .where((eb) =>
      eb.or(leagues.map(({ eventId, leagueIds }) => eb.and([eb('event_id', '=', eventId), eb('league_id', 'in', [...leagueIds])]))),
    )
    .execute();
  return rows.map((row) => row.id);
}
