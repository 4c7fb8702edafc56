import { isoAt } from '../clock';
import type { Deps } from '../deps';
import { hasSignedInFrom } from '../repositories/loginActivity';
import type { UserRow } from '../repositories/users';
import { ACCOUNT_DELAYS, requireNoWait, throttleKeys, type CapPolicy } from './throttle';

/** An address the account signed in from within this time counts as the owner's own. */
const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;

export interface SignInKeys {
  /** Counters one more failure adds to. */
  onFailure: string[];
  /** Counters a success clears. */
  onSuccess: string[];
}

/**
 * Refuses (429) before the password is checked when a limit is reached (OWASP ASVS 2.2.1):
 * - one IP across every user name: `ipCap` failures an hour (spraying);
 * - one account across every IP: growing delays (guessing from many IPs), not a lock;
 * - one account from one IP: the same delays. An address the account already signed in from is exempt
 *   from the account-wide delays, so a stranger guessing elsewhere cannot lock the owner out.
 * Unknown user names count only against the IP.
 */
export async function guardSignIn(deps: Deps, ipCap: CapPolicy, ip: string, user: UserRow | undefined): Promise<SignInKeys> {
  const ipKey = throttleKeys.ip(ip);
  if (!user) {
    await requireNoWait(deps, [{ key: ipKey, policy: ipCap }]);
    return { onFailure: [ipKey], onSuccess: [] };
  }
  const accountKey = throttleKeys.account(user.id);
  const pairKey = throttleKeys.accountAtIp(user.id, ip);
  const known = await hasSignedInFrom(deps.db, user.id, ip, isoAt(deps.now() - KNOWN_ADDRESS_MS));
  await requireNoWait(deps, [
    { key: ipKey, policy: ipCap },
    { key: pairKey, policy: ACCOUNT_DELAYS },
    ...(known ? [] : [{ key: accountKey, policy: ACCOUNT_DELAYS }]),
  ]);
  return { onFailure: [ipKey, accountKey, pairKey], onSuccess: [accountKey, pairKey] };
}
