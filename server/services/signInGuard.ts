import { isoAt } from '../clock';
import type { Deps } from '../deps';
import { hasSignedInFrom } from '../repositories/loginActivity';
import type { UserRow } from '../repositories/users';
import { ACCOUNT_DELAYS, reserveAttempt, throttleKeys, type CapPolicy, type ReservedAttempt } from './throttle';

/** An address the account signed in from within this time counts as the owner's own. */
const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;

export interface SignInReservation {
  /** The password was right: the account's delays start over and the IP gets its attempt back. */
  succeeded(): Promise<void>;
  /** The password was never checked (the server was busy): nothing is counted. */
  cancelled(): Promise<void>;
}

/**
 * Reserves one sign-in attempt before the password is hashed, counted as a failure until it succeeds, and
 * refuses it (429) when a limit is reached (OWASP ASVS 2.2.1):
 * - one IP across every user name: `ipCap` failures an hour (spraying);
 * - one account across every IP: growing delays (guessing from many IPs), not a lock;
 * - one account from one IP: the same delays. An address the account already signed in from is exempt
 *   from the account-wide delays, so a stranger guessing elsewhere cannot lock the owner out.
 * Unknown user names count only against the IP. Parallel attempts are counted one by one (see reserveAttempt).
 */
export async function reserveSignInAttempt(
  deps: Deps,
  ipCap: CapPolicy,
  ip: string,
  user: UserRow | undefined,
): Promise<SignInReservation> {
  const ipKey = throttleKeys.ip(ip);
  if (!user) return onSuccessClearing(await reserveAttempt(deps, { checks: [{ key: ipKey, policy: ipCap }] }), []);
  const accountKey = throttleKeys.account(user.id);
  const pairKey = throttleKeys.accountAtIp(user.id, ip);
  const known = await hasSignedInFrom(deps.db, user.id, ip, isoAt(deps.now() - KNOWN_ADDRESS_MS));
  const reserved = await reserveAttempt(deps, {
    checks: [
      { key: ipKey, policy: ipCap },
      { key: pairKey, policy: ACCOUNT_DELAYS },
      ...(known ? [] : [{ key: accountKey, policy: ACCOUNT_DELAYS }]),
    ],
    alsoCount: known ? [accountKey] : [],
  });
  return onSuccessClearing(reserved, [accountKey, pairKey]);
}

const onSuccessClearing = (reserved: ReservedAttempt, clear: string[]): SignInReservation => ({
  succeeded: () => reserved.succeeded(clear),
  cancelled: () => reserved.cancelled(),
});
