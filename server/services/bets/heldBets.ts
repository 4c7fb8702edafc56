import { QueueFullError } from '../../db/busy';

/** The keyed bets held by their delay in this process, by user and idempotency key. */
const held = new Map<string, Promise<unknown>>();
/** Every bet in its delay in this process, keyed or not. */
let holding = 0;

/**
 * Bets in their delay at most: past it a bet is refused (503, "The exchange is busy") before it is held, with
 * nothing written. Held bets wait on timers only, so this bounds memory, not work.
 */
export const HELD_BETS_LIMIT = 10_000;

/**
 * Runs a bet through its delay, once no bet under its key is held: a retry sent during the first one's delay
 * waits for that one to end, then finds it stored (and gets its answer) or, were it refused, runs anew.
 * Unkeyed bets run at once.
 */
export async function oneBetPerKey<T>(userId: string, key: string | null, place: () => Promise<T>, limit = HELD_BETS_LIMIT): Promise<T> {
  if (holding >= limit) throw new QueueFullError('the held bets');
  holding += 1;
  try {
    return key ? await oncePerKey(`${userId}\u0000${key}`, place) : await place();
  } finally {
    holding -= 1;
  }
}

async function oncePerKey<T>(heldKey: string, place: () => Promise<T>): Promise<T> {
  for (let before = held.get(heldKey); before; before = held.get(heldKey)) await before.catch(() => undefined);
  const running = place();
  held.set(heldKey, running);
  try {
    return await running;
  } finally {
    if (held.get(heldKey) === running) held.delete(heldKey);
  }
}
