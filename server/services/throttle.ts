import { isoAt } from '../clock';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import {
  clearThrottles,
  takeBackAttempt,
  updateCountersAtomically,
  type CounterUpdate,
  type ThrottleRow,
} from '../repositories/authThrottle';

export const THROTTLE_WINDOW_MS = 60 * 60_000;

/** A hard cap of failures per window (one IP across user names: generous, as many bettors may share a carrier NAT). */
export interface CapPolicy {
  kind: 'cap';
  maxFailures: number;
}

/**
 * Growing delays instead of a lock: `free` failures, then each next attempt waits base × 2^n, at most `maxDelayMs`
 * after the last failure. With 3 free, 1 s doubling and a 120 s cap, a key allows fewer than 40 failures an hour.
 */
export interface DelayPolicy {
  kind: 'delay';
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export type ThrottlePolicy = CapPolicy | DelayPolicy;

export const ACCOUNT_DELAYS: DelayPolicy = { kind: 'delay', free: 3, baseDelayMs: 1_000, maxDelayMs: 120_000 };

const time = (iso: string) => Date.parse(iso);

/** The counter as it stands at `now`: a window that has ended counts nothing. */
const liveRow = (row: ThrottleRow | undefined, now: number): ThrottleRow | undefined =>
  row && time(row.window_start) + THROTTLE_WINDOW_MS > now ? row : undefined;

/** How long the key must still wait before its next attempt (0 = now). */
function waitMsOf(row: ThrottleRow | undefined, policy: ThrottlePolicy, now: number): number {
  const live = liveRow(row, now);
  if (!live || live.failures === 0) return 0;
  if (policy.kind === 'cap') {
    return live.failures >= policy.maxFailures ? time(live.window_start) + THROTTLE_WINDOW_MS - now : 0;
  }
  if (live.failures < policy.free) return 0;
  const delayMs = Math.min(policy.baseDelayMs * 2 ** (live.failures - policy.free), policy.maxDelayMs);
  return Math.max(0, time(live.last_failure_at) + delayMs - now);
}

export const tooManyAttempts = (waitMs: number) =>
  new ApiError(429, `Too many attempts, please try again in ${Math.ceil(waitMs / 1_000)} s.`);

export interface AttemptReservation {
  /** Keys checked against their policy: the attempt is refused (429) while any of them must wait. */
  checks: readonly { key: string; policy: ThrottlePolicy }[];
  /** Keys only counted, never checked. */
  alsoCount?: readonly string[];
}

/** What the caller does once the password check is done; a failure needs nothing (it is already counted). */
export interface ReservedAttempt {
  /** The attempt was not a failure: clear `clear` and give the attempt back to the other keys. */
  succeeded(clear: readonly string[]): Promise<void>;
  /** The attempt was never checked (the server was busy): give it back to every key. */
  cancelled(): Promise<void>;
}

/**
 * Counts the attempt as a failure on every key before any password is hashed, in one transaction that every
 * process sees (OWASP ASVS 2.2.1): a burst of parallel attempts is counted one by one, so it meets the same
 * limits as a sequence. Refuses (429, counting nothing) while any checked key must wait.
 */
export async function reserveAttempt(deps: Deps, { checks, alsoCount = [] }: AttemptReservation): Promise<ReservedAttempt> {
  const now = deps.now();
  const nowIso = isoAt(now);
  const freshWindow = { windowStart: nowIso, expiresAt: isoAt(now + THROTTLE_WINDOW_MS) };
  const keys = [...new Set([...checks.map((check) => check.key), ...alsoCount])];
  await updateCountersAtomically(deps.db, keys, freshWindow, (rows) => {
    const rowOf = (key: string) => rows.find((row) => row.key === key);
    const waitMs = Math.max(0, ...checks.map(({ key, policy }) => waitMsOf(rowOf(key), policy, now)));
    if (waitMs > 0) throw tooManyAttempts(waitMs);
    return keys.map((key): CounterUpdate => {
      const live = liveRow(rowOf(key), now);
      return live
        ? { key, failures: live.failures + 1, windowStart: live.window_start, lastFailureAt: nowIso, expiresAt: live.expires_at }
        : { key, failures: 1, windowStart: nowIso, lastFailureAt: nowIso, expiresAt: freshWindow.expiresAt };
    });
  });
  return {
    succeeded: async (clear) => {
      await clearThrottles(deps.db, clear);
      await takeBackAttempt(
        deps.db,
        keys.filter((key) => !clear.includes(key)),
      );
    },
    cancelled: () => takeBackAttempt(deps.db, keys),
  };
}

export const throttleKeys = {
  ip: (ip: string) => `ip:${ip}`,
  account: (userId: string) => `account:${userId}`,
  accountAtIp: (userId: string, ip: string) => `account-ip:${userId}|${ip}`,
  passwordChange: (userId: string) => `password:${userId}`,
};
