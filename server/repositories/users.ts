import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connect';
import { isPostgres } from '../db/dialect';
import { prepared } from '../db/prepared';
import type { UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;
/** The key is derived from the name on insert. */
export type NewUser = Omit<Insertable<UsersTable>, 'user_name_key'>;

/** What user names are compared by: "Alice" and "alice" are one name. */
export const userNameKey = (userName: string): string => userName.toLowerCase();

/** The account of the domain with that user name, in any case ("Alice" finds "alice"). */
export const findUserInDomain = (db: Db, domainId: string, userName: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where('domain_id', '=', domainId)
    .where('user_name_key', '=', userNameKey(userName))
    .executeTakeFirst();

/** Whether the domain already has that user name in any case (account creation refuses it). */
export const isUserNameTaken = async (db: Db, domainId: string, userName: string): Promise<boolean> =>
  (await findUserInDomain(db, domainId, userName)) !== undefined;

export const findUserById = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** Every account with that name in any case, across domains. */
export const findUsersByName = (db: Db, userName: string): Promise<UserRow[]> =>
  db.selectFrom('users').selectAll().where('user_name_key', '=', userNameKey(userName)).execute();

/** The domain's demo accounts (one active; older ones deactivated when the domain was renamed). */
export const findDemoAccounts = (db: Db, domainId: string): Promise<UserRow[]> =>
  db.selectFrom('users').selectAll().where('domain_id', '=', domainId).where('is_demo', '=', 1).execute();

export async function setActive(db: Db, userId: string, active: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ active: active ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...user, user_name_key: userNameKey(user.user_name) })
    .execute();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/**
 * Takes the user's row lock for the rest of the transaction (PostgreSQL row lock; SQLite already
 * serialises writers). Every money transaction starts here so balance and exposure checks cannot race.
 */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ balance_cents: eb.ref('balance_cents') }))
    .where('id', '=', userId)
    .execute();
}

/** What a bet is checked against: the balance and the exposure limit, in cents. */
export interface UserMoney {
  balanceCents: number;
  exposureLimitCents: number;
}

const moneyOf = (row: { balance_cents: number | string; exposure_limit_cents: number | string }): UserMoney => ({
  balanceCents: Number(row.balance_cents),
  exposureLimitCents: Number(row.exposure_limit_cents),
});

/** lockUser, returning what a bet is checked against. */
export async function lockUserMoney(db: Db, userId: string): Promise<UserMoney | undefined> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ balance_cents: eb.ref('balance_cents') }))
    .where('id', '=', userId)
    .returning(['balance_cents', 'exposure_limit_cents'])
    .executeTakeFirst();
  return row && moneyOf(row);
}

/**
 * Locks each user once, in id order, and returns what their bets are checked against. Id order is the order
 * every transaction that takes several users' rows takes them in (after the market's row), so no two of them
 * ever wait on each other in a cycle. One statement: PostgreSQL sorts the rows before it locks them. SQLite
 * runs one writer at a time, so it only reads.
 */
const usersMoneyLocked = prepared((db, userIds: readonly string[]) => {
  const query = db.selectFrom('users').select(['id', 'balance_cents', 'exposure_limit_cents']).where('id', 'in', userIds).orderBy('id');
  return isPostgres(db) ? query.forNoKeyUpdate() : query;
});

export async function lockUsersMoney(db: Db, userIds: readonly string[]): Promise<Map<string, UserMoney>> {
  if (userIds.length === 0) return new Map();
  const rows = await usersMoneyLocked(db, userIds);
  return new Map(rows.map((row) => [row.id, moneyOf(row)]));
}

/** lockUsersMoney where only the locks matter (nothing to lock on SQLite). */
export async function lockUsersInIdOrder(db: Db, userIds: Iterable<string>): Promise<void> {
  if (isPostgres(db)) await lockUsersMoney(db, [...new Set(userIds)]);
}

/** Adds (or with a negative delta, subtracts) cents; returns the new balance and the user's domain. */
export async function addToBalance(db: Db, userId: string, deltaCents: number): Promise<{ balance: number; domainId: string }> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', deltaCents) }))
    .where('id', '=', userId)
    .returning(['balance_cents', 'domain_id'])
    .executeTakeFirstOrThrow();
  return { balance: Number(row.balance_cents), domainId: row.domain_id };
}
