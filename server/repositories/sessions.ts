import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';
import type { UserRow } from './users';

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The user owning an unexpired session with that token hash, and the status of the user's domain. */
const sessionUsers = prepared((db, tokenHash: string, nowIso: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('domains', 'domains.id', 'users.domain_id')
    .selectAll('users')
    .select('domains.status as domain_status')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', nowIso),
);

export const findSessionUser = async (
  db: Db,
  tokenHash: string,
  nowIso: string,
): Promise<(UserRow & { domain_status: string }) | undefined> => (await sessionUsers(db, tokenHash, nowIso))[0];

export async function deleteExpiredSessions(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso).execute();
}

/** Ends every session of the user but the one with `keepTokenHash` (the one changing the password). */
export async function deleteOtherSessions(db: Db, userId: string, keepTokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
