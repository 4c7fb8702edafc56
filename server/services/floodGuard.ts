import type { Clock } from '../clock';
import { tooManyAttempts } from './throttle';

export interface FloodGuardLimit {
  max: number;
  windowMs: number;
}

export interface FloodGuard {
  /** Counts one request of `key`; 429 past `max` in the current window. */
  admit(key: string): void;
}

/**
 * Requests per key (the client's address) in fixed windows, in this process's memory: it protects this
 * process's CPU from one address's flood before any database work or hash, whatever user names it sends.
 */
export function createFloodGuard(limit: FloodGuardLimit, now: Clock): FloodGuard {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    admit(key) {
      const at = now();
      if (at - windowStart >= limit.windowMs) {
        windowStart = at - ((at - windowStart) % limit.windowMs);
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count > limit.max) throw tooManyAttempts(windowStart + limit.windowMs - at);
    },
  };
}
