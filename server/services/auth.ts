import type { SignInRequest, SignInResponse, UpdatePasswordRequest, UserDetails } from '../../contract/auth';
import type { MessageOnly } from '../../contract/http';
import { strings } from '../../contract/strings';
import { isoAt } from '../clock';
import type { Deps } from '../deps';
import { newId } from '../db/ids';
import { messages } from '../messages';
import { fromCents } from '../money';
import type { DomainRow } from '../repositories/domains';
import { insertLoginActivity } from '../repositories/loginActivity';
import { insertPasswordHistory } from '../repositories/passwordHistory';
import { deleteOtherSessions } from '../repositories/sessions';
import { findUserInDomain, setPasswordHash, type UserRow } from '../repositories/users';
import { hashPassword, requireHashingRoom, verifyAgainstDecoy, verifyPassword } from './passwords';
import { domainSuspended, isDomainSuspended } from './domains';
import { openSession, USER_ROLE } from './sessions';
import { hashToken } from './tokens';
import { reserveSignInAttempt } from './signInGuard';
import { ACCOUNT_DELAYS, reserveAttempt, throttleKeys, type CapPolicy } from './throttle';

export interface SignInAttempt {
  domain: DomainRow | undefined;
  body: SignInRequest;
  /** The address the server saw (through trusted proxies only). */
  requestIp: string;
  /** Failed sign-ins allowed per IP an hour, across user names. */
  ipCap: CapPolicy;
}

const refused: SignInResponse = { status: false, message: strings.invalidIdOrPassword, data: null };

/**
 * SRV-03: only an active account of role User with the right password gets a token. Every attempt on an
 * account is logged with the address the server saw beside what the client reported; attempts on unknown
 * names or domains are only counted (no row), so they cannot grow a table.
 */
export async function signIn(deps: Deps, { domain, body, requestIp, ipCap }: SignInAttempt): Promise<SignInResponse> {
  if (domain && isDomainSuspended(domain)) throw domainSuspended();
  requireHashingRoom();
  const user = domain ? await findUserInDomain(deps.db, domain.id, body.userName) : undefined;
  const reservation = await reserveSignInAttempt(deps, ipCap, requestIp, user);
  const passwordOk = await checkedOrCancelled(reservation, () =>
    user ? verifyPassword(body.password, user.password_hash) : verifyAgainstDecoy(body.password),
  );
  const success = passwordOk && user?.role_name === USER_ROLE && user.active === 1;
  if (!success || !user) {
    if (user) await insertLoginActivity(deps.db, loginActivityOf(deps, user, body, requestIp, false));
    return refused;
  }
  await reservation.succeeded();
  return signedIn(deps, user, body, requestIp);
}

/** The password was right (or the account was just made with it): logs the success and opens a session. */
export async function signedIn(
  deps: Deps,
  user: UserRow,
  body: Omit<SignInRequest, 'password'>,
  requestIp: string,
): Promise<SignInResponse> {
  await insertLoginActivity(deps.db, loginActivityOf(deps, user, body, requestIp, true));
  const userToken = await openSession(deps, user.id);
  return {
    status: true,
    message: strings.loginSuccessful,
    data: {
      userToken,
      user: {
        _id: user.id,
        userName: user.user_name,
        role: roleOf(user),
        currency: user.currency,
        openingBalance: fromCents(user.balance_cents),
      },
    },
  };
}

/** The attempt is given back when the password was never checked (the server was too busy to hash it). */
export async function checkedOrCancelled(reservation: { cancelled(): Promise<void> }, check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch (error) {
    await reservation.cancelled();
    throw error;
  }
}

/** Client-reported fields are kept as the Activity Log shows them, cut to a bounded length. */
const LOGGED_FIELD_MAX = 100;
const bounded = (value: string | undefined) => (value ?? '').slice(0, LOGGED_FIELD_MAX);

const loginActivityOf = (deps: Deps, user: UserRow, body: Omit<SignInRequest, 'password'>, requestIp: string, success: boolean) => ({
  id: newId(),
  domain_id: user.domain_id,
  user_id: user.id,
  user_name: body.userName,
  login_time: isoAt(deps.now()),
  login_status: success ? ('Success' as const) : ('Failed' as const),
  device_ip: bounded(body.deviceIp),
  server_ip: requestIp,
  isp: bounded(body.ipInfo.isp),
  city: bounded(body.ipInfo.city),
  state: bounded(body.ipInfo.regionName),
  country: bounded(body.ipInfo.country),
});

const roleOf = (user: UserRow) => ({
  name: user.role_name,
  rolePermissions: JSON.parse(user.role_permissions) as string[],
});

/** SRV-04 */
export const userDetailsOf = (user: UserRow): UserDetails => ({
  _id: user.id,
  userName: user.user_name,
  name: user.name,
  mobile: user.mobile,
  exposureLimit: fromCents(user.exposure_limit_cents),
  role: roleOf(user),
  currency: user.currency,
  openingBalance: fromCents(user.balance_cents),
});

const MIN_PASSWORD_LENGTH = 6;

async function refusalOf(deps: Deps, user: UserRow, body: UpdatePasswordRequest): Promise<string | null> {
  if (user.is_demo === 1) return messages.demoPasswordFixed;
  const guessKey = throttleKeys.passwordChange(user.id);
  // A stolen token must not brute-force the current password: wrong guesses get growing delays, like sign-in,
  // counted before the hash so that parallel guesses meet them too.
  requireHashingRoom();
  const reservation = await reserveAttempt(deps, { checks: [{ key: guessKey, policy: ACCOUNT_DELAYS }] });
  if (!(await checkedOrCancelled(reservation, () => verifyPassword(body.currentPassword, user.password_hash)))) {
    return messages.currentPasswordWrong;
  }
  await reservation.succeeded([guessKey]);
  if (body.newPassword !== body.confirmPassword) return messages.passwordsDoNotMatch;
  if (body.newPassword.length < MIN_PASSWORD_LENGTH) return messages.passwordTooShort;
  if (body.newPassword === body.currentPassword) return messages.passwordUnchanged;
  return null;
}

/**
 * SRV-05: the server decides; success stores the new hash and a history row together and signs the
 * account out everywhere else (a changed password locks out whoever knew the old one).
 */
export async function updatePassword(deps: Deps, user: UserRow, body: UpdatePasswordRequest, currentToken: string): Promise<MessageOnly> {
  const refusal = await refusalOf(deps, user, body);
  if (refusal) return { status: false, message: refusal };
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await insertPasswordHistory(trx, {
      id: newId(),
      user_id: user.id,
      updated_of: user.user_name,
      updated_by: user.user_name,
      created_at: isoAt(deps.now()),
    });
    await deleteOtherSessions(trx, user.id, hashToken(currentToken));
  });
  return { status: true, message: strings.passwordUpdated };
}
