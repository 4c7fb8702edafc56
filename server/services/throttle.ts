import { isoAt } from '../clock';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { addFailure, clearThrottles, deleteExpiredThrottles, findThrottles, type ThrottleRow } from '../repositories/authThrottle';

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

/** How long the key must still wait before its next attempt (0 = now). */
export function waitMsOf(row: ThrottleRow | undefined, policy: ThrottlePolicy, now: number): number {
  if (!row || time(row.window_start) + THROTTLE_WINDOW_MS <= now) return 0;
  if (policy.kind === 'cap') {
    return row.failures >= policy.maxFailures ? time(row.window_start) + THROTTLE_WINDOW_MS - now : 0;
  }
  if (row.failures < policy.free) return 0;
  const delayMs = Math.min(policy.baseDelayMs * 2 ** (row.failures - policy.free), policy.maxDelayMs);
  return Math.max(0, time(row.last_failure_at) + delayMs - now);
}

export const tooManyAttempts = (waitMs: number) =>
  new ApiError(429, `Too many attempts, please try again in ${Math.ceil(waitMs / 1_000)} s.`);

/** Refuses (429, before any password is checked) while any of the keys must still wait. */
export async function requireNoWait(deps: Deps, checks: readonly { key: string; policy: ThrottlePolicy }[]): Promise<void> {
  const rows = await findThrottles(deps.db, checks.map((check) => check.key));
  const now = deps.now();
  const waitMs = Math.max(0, ...checks.map(({ key, policy }) => waitMsOf(rows.find((row) => row.key === key), policy, now)));
  if (waitMs > 0) throw tooManyAttempts(waitMs);
}

export async function noteFailure(deps: Deps, keys: readonly string[]): Promise<void> {
  const now = deps.now();
  const at = { nowIso: isoAt(now), windowCutoff: isoAt(now - THROTTLE_WINDOW_MS), newWindowEndsIso: isoAt(now + THROTTLE_WINDOW_MS) };
  await deleteExpiredThrottles(deps.db, at.nowIso);
  for (const key of keys) await addFailure(deps.db, key, at);
}

export const noteSuccess = (deps: Deps, keys: readonly string[]): Promise<void> => clearThrottles(deps.db, keys);

export const throttleKeys = {
  ip: (ip: string) => `ip:${ip}`,
  account: (userId: string) => `account:${userId}`,
  accountAtIp: (userId: string, ip: string) => `account-ip:${userId}|${ip}`,
  passwordChange: (userId: string) => `password:${userId}`,
};
