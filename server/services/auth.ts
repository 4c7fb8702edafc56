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
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { requireDomain } from './domains';
import { openSession, USER_ROLE } from './sessions';
import { hashToken } from './tokens';
import { isDemoAccount } from './users';

export interface SignInAttempt {
  domain: DomainRow | undefined;
  body: SignInRequest;
  requestIp: string;
}

const refused: SignInResponse = { status: false, message: strings.invalidIdOrPassword, data: null };

/** SRV-03: only role "User" with the right password gets a token; every attempt is logged. */
export async function signIn(deps: Deps, { domain, body, requestIp }: SignInAttempt): Promise<SignInResponse> {
  const user = domain ? await findUserInDomain(deps.db, domain.id, body.userName) : undefined;
  const passwordOk = user ? await verifyPassword(body.password, user.password_hash) : await verifyAgainstDecoy(body.password);
  const success = passwordOk && user?.role_name === USER_ROLE;
  await insertLoginActivity(deps.db, {
    id: newId(),
    domain_id: domain?.id ?? null,
    user_id: user?.id ?? null,
    user_name: body.userName,
    login_time: isoAt(deps.now()),
    login_status: success ? 'Success' : 'Failed',
    device_ip: body.deviceIp || requestIp,
    isp: body.ipInfo.isp ?? '',
    city: body.ipInfo.city ?? '',
    state: body.ipInfo.regionName ?? '',
    country: body.ipInfo.country ?? '',
  });
  if (!success || !user) return refused;
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

async function refusalOf(user: UserRow, domain: DomainRow, body: UpdatePasswordRequest): Promise<string | null> {
  if (isDemoAccount(user, domain)) return messages.demoPasswordFixed;
  if (!(await verifyPassword(body.currentPassword, user.password_hash))) return messages.currentPasswordWrong;
  if (body.newPassword !== body.confirmPassword) return messages.passwordsDoNotMatch;
  if (body.newPassword.length < MIN_PASSWORD_LENGTH) return messages.passwordTooShort;
  if (body.newPassword === body.currentPassword) return messages.passwordUnchanged;
  return null;
}

/**
 * SRV-05: the server decides; success stores the new hash and a history row together and signs the
 * account out everywhere else (a changed password locks out whoever knew the old one).
 */
export async function updatePassword(
  deps: Deps,
  user: UserRow,
  body: UpdatePasswordRequest,
  currentToken: string,
): Promise<MessageOnly> {
  const refusal = await refusalOf(user, await requireDomain(deps.db, user.domain_id), body);
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
