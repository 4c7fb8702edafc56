import { isoAt } from '../clock';
import type { Deps } from '../deps';
import { deleteSession, findSessionUser, insertSession } from '../repositories/sessions';
import type { UserRow } from '../repositories/users';
import { hashToken, newToken } from './tokens';

export const USER_ROLE = 'User';

/** Starts a session of TOKEN_TTL_MINUTES and returns its token (shown once, stored hashed). */
export async function openSession(deps: Deps, userId: string): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: isoAt(now),
    expiresAt: isoAt(now + deps.tokenTtlMinutes * 60_000),
  });
  return token;
}

/** The user of a live session, only for an active account of role User (OPEN-023). */
export async function userOfToken(deps: Deps, token: string): Promise<UserRow | undefined> {
  const user = await findSessionUser(deps.db, hashToken(token), isoAt(deps.now()));
  return user?.role_name === USER_ROLE && user.active === 1 ? user : undefined;
}

/** Logout: the token is refused from now on, whatever its lifetime. */
export const closeSession = (deps: Deps, token: string): Promise<void> => deleteSession(deps.db, hashToken(token));
