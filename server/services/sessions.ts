import { isoAt } from '../clock';
import type { Deps } from '../deps';
import { deleteSession, findSessionUser, insertSession } from '../repositories/sessions';
import type { UserRow } from '../repositories/users';
import { domainSuspended, isDomainSuspended } from './domains';
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

/**
 * The user of a live session, only for an active account of role User (OPEN-023). A session of a suspended
 * domain is refused (403, not 401: the app keeps the session and shows what it shows a suspended domain).
 */
export async function userOfToken(deps: Deps, token: string): Promise<UserRow | undefined> {
  const found = await findSessionUser(deps.db, hashToken(token), isoAt(deps.now()));
  if (!found || found.role_name !== USER_ROLE || found.active !== 1) return undefined;
  const { domain_status: domainStatus, ...user } = found;
  if (isDomainSuspended({ status: domainStatus })) throw domainSuspended();
  return user;
}

/** Logout: the token is refused from now on, whatever its lifetime. */
export const closeSession = (deps: Deps, token: string): Promise<void> => deleteSession(deps.db, hashToken(token));
