import type { SignInResponse } from '../../contract/auth';
import type { SignUpRequest } from '../../contract/signup';
import { strings } from '../../contract/strings';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { fromCents } from '../money';
import type { DomainRow } from '../repositories/domains';
import { signIn } from './auth';
import { guardSignIn } from './signInGuard';
import { noteFailure, type CapPolicy } from './throttle';
import { createAccount, newUserNameRefusal } from './users';

export interface SignUpAttempt {
  domain: DomainRow | undefined;
  body: SignUpRequest;
  /** The address the server saw (through trusted proxies only). */
  requestIp: string;
  /** The sign-in cap per IP an hour; every sign-up counts against it, so one address cannot mass-create accounts. */
  ipCap: CapPolicy;
}

const nameTaken = () => new ApiError(409, strings.signUpNameTaken);

/**
 * Our addition to SPEC §7: a bettor (role User, zero balance, the domain's default exposure limit) on a domain
 * whose `signup` is on, then signed in exactly as `auth/signin` would (login activity row, token).
 */
export async function signUp(deps: Deps, attempt: SignUpAttempt): Promise<SignInResponse> {
  if (attempt.domain?.signup !== 1) throw new ApiError(403, strings.signUpClosed);
  const { onFailure: ipKeys } = await guardSignIn(deps, attempt.ipCap, attempt.requestIp, undefined);
  try {
    return await createAndSignIn(deps, attempt.domain, attempt);
  } finally {
    // Counted after the sign-in, so the attempt that reaches the cap still signs its new account in.
    await noteFailure(deps, ipKeys);
  }
}

async function createAndSignIn(deps: Deps, domain: DomainRow, { body, requestIp, ipCap }: SignUpAttempt): Promise<SignInResponse> {
  if (await newUserNameRefusal(deps.db, domain, body.userName)) throw nameTaken();
  try {
    await createAccount(deps.db, deps.now, {
      domainId: domain.id,
      userName: body.userName,
      password: body.password,
      mobile: body.mobile,
      openingBalance: 0,
      exposureLimit: fromCents(Number(domain.default_exposure_limit_cents)),
    });
  } catch (error) {
    // The same name signed up a moment earlier: the unique index refused this one.
    if (await newUserNameRefusal(deps.db, domain, body.userName)) throw nameTaken();
    throw error;
  }
  const { userName, password, deviceIp, ipInfo } = body;
  return signIn(deps, { domain, body: { userName, password, deviceIp, ipInfo }, requestIp, ipCap });
}
