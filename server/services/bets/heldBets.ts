/** The bets held by their delay in this process, by user and idempotency key. */
const held = new Map<string, Promise<unknown>>();

/**
 * Runs a keyed bet once no bet under its key is held: a retry sent during the first one's delay waits for that
 * one to end, then finds it stored (and gets its answer) or, were it refused, runs anew. Unkeyed bets run at once.
 */
export async function oneBetPerKey<T>(userId: string, key: string | null, place: () => Promise<T>): Promise<T> {
  if (!key) return place();
  const heldKey = `${userId}\u0000${key}`;
  for (let before = held.get(heldKey); before; before = held.get(heldKey)) await before.catch(() => undefined);
  const running = place();
  held.set(heldKey, running);
  try {
    return await running;
  } finally {
    if (held.get(heldKey) === running) held.delete(heldKey);
  }
}
