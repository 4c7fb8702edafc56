import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';
import type { BetsTable } from '../db/schema';

export type BetRow = Selectable<BetsTable>;

export interface OpenMarket {
  marketId: string;
  matchId: string;
  eventId: number;
  leagueId: string;
  sportsName: string;
  eventName: string;
  marketType: string;
  marketName: string;
  count: number;
  sizeMatchedCents: number;
  sizeRemainingCents: number;
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
      'market_name',
      eb.fn.countAll().as('count'),
      eb.fn.sum<number | string>('size_matched_cents').as('size_matched'),
      eb.fn.sum<number | string>('size_remaining_cents').as('size_remaining'),
      eb.fn.max('created_at').as('last_bet_at'),
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .groupBy(['market_id', 'match_id', 'event_id', 'league_id', 'sports_name', 'event_name', 'market_type', 'market_name'])
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
    marketName: row.market_name,
    count: Number(row.count),
    sizeMatchedCents: Number(row.size_matched),
    sizeRemainingCents: Number(row.size_remaining),
  }));
}

export async function insertBetRow(db: Db, row: Insertable<BetsTable>): Promise<void> {
  await db.insertInto('bets').values(row).execute();
}

/** Rows per insert: well under SQLite's and PostgreSQL's limits on a statement's parameters. */
const ROWS_PER_INSERT = 200;

const betRowsInsert = prepared((db, rows: Insertable<BetsTable>[]) => db.insertInto('bets').values(rows));

/** Inserts the rows, several to a statement. */
export async function insertBetRows(db: Db, rows: readonly Insertable<BetsTable>[]): Promise<void> {
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) await betRowsInsert(db, rows.slice(from, from + ROWS_PER_INSERT));
}

const betsByKey = prepared((db, userId: string, idempotencyKey: string) =>
  db.selectFrom('bets').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey),
);

export const findBetByKey = async (db: Db, userId: string, idempotencyKey: string): Promise<BetRow | undefined> =>
  (await betsByKey(db, userId, idempotencyKey))[0];

/** One probe of the (user, key) index per pair: `user in (…) and key in (…)` probed every user with every key. */
const betsByUserKeys = prepared((db, keys: readonly { userId: string; key: string }[]) =>
  db
    .selectFrom('bets')
    .selectAll()
    .where((eb) => eb.or(keys.map(({ userId, key }) => eb.and([eb('user_id', '=', userId), eb('idempotency_key', '=', key)])))),
);

/** The bets placed under the users' idempotency keys, by user and key (`${userId} ${key}`). */
export async function findBetsByKeys(db: Db, keys: readonly { userId: string; key: string }[]): Promise<Map<string, BetRow>> {
  if (keys.length === 0) return new Map();
  const rows = await betsByUserKeys(db, keys);
  return new Map(rows.map((row) => [betKey(row.user_id, String(row.idempotency_key)), row]));
}

/** How findBetsByKeys names a user's key. */
export const betKey = (userId: string, key: string): string => `${userId} ${key}`;

export const findBet = (db: Db, betId: string): Promise<BetRow | undefined> =>
  db.selectFrom('bets').selectAll().where('id', '=', betId).executeTakeFirst();

/** Open bets of a market, grouped by user (settlement locks users in this order). */
export const openBetsOfMarket = (db: Db, marketId: string): Promise<BetRow[]> =>
  db
    .selectFrom('bets')
    .selectAll()
    .where('market_id', '=', marketId)
    .where('status', '=', 'open')
    .orderBy('user_id')
    .orderBy('id')
    .execute();

/** Everyone with a bet still open on the market, or an order still waiting in its book. */
export const ownersOfOpenBets = async (db: Db, marketId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('bets')
      .select('user_id')
      .distinct()
      .where('market_id', '=', marketId)
      .where((eb) => eb.or([eb('status', '=', 'open'), eb('order_status', '=', 'EXECUTABLE')]))
      .execute()
  ).map((row) => row.user_id);

/** SRV-11: the user's open bets on a match or casino table, newest first. */
export const openBetsOfMatch = (db: Db, userId: string, matchId: string): Promise<BetRow[]> =>
  db
    .selectFrom('bets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('match_id', '=', matchId)
    .where('status', '=', 'open')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export async function markBetSettled(db: Db, betId: string, changes: Updateable<BetsTable>): Promise<void> {
  await db.updateTable('bets').set(changes).where('id', '=', betId).where('status', '=', 'open').execute();
}
