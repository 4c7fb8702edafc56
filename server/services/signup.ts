import type { SignInResponse } from '../../contract/auth';
import type { SignUpRequest } from '../../contract/signup';
import { strings } from '../../contract/strings';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { fromCents } from '../money';
import type { DomainRow } from '../repositories/domains';
import { findUserById } from '../repositories/users';
import { signedIn } from './auth';
import { domainSuspended, isDomainSuspended } from './domains';
import { requireHashingRoom } from './passwords';
import { reserveSignInAttempt } from './signInGuard';
import type { CapPolicy } from './throttle';
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
 * Our addition to the spec's API: a bettor (role User, zero balance, the domain's default exposure limit) on a domain
 * whose `signup` is on, then signed in exactly as `auth/signin` would (login activity row, token).
 */
export async function signUp(deps: Deps, attempt: SignUpAttempt): Promise<SignInResponse> {
  const { domain } = attempt;
  if (domain?.signup !== 1) throw new ApiError(403, strings.signUpClosed);
  if (isDomainSuspended(domain)) throw domainSuspended();
  requireHashingRoom();
  // Counted before the hash like a sign-in attempt, and kept: every sign-up spends the IP's hourly budget.
  const reservation = await reserveSignInAttempt(deps, attempt.ipCap, attempt.requestIp, undefined);
  const userId = await createAccountOf(deps, domain, attempt.body).catch(async (error: unknown) => {
    // Too busy to hash: nothing was attempted, so nothing is counted.
    if (error instanceof ApiError && error.statusCode === 429) await reservation.cancelled();
    throw error;
  });
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error(`the new account ${userId} is missing`);
  const { userName, deviceIp, ipInfo } = attempt.body;
  // Signed in with the password it was just made with: no second hash.
  return signedIn(deps, user, { userName, deviceIp, ipInfo }, attempt.requestIp);
}

async function createAccountOf(deps: Deps, domain: DomainRow, body: SignUpRequest): Promise<string> {
  if (await newUserNameRefusal(deps.db, domain, body.userName)) throw nameTaken();
  try {
    return await createAccount(deps.db, deps.now, {
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
}
