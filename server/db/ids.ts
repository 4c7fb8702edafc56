import { randomFillSync } from 'node:crypto';

const RANDOM_BYTES = 3;
/** Random bytes drawn at once: one call into the CSPRNG per 1,365 ids rather than one per id. */
const pool = Buffer.alloc(RANDOM_BYTES * 1365);
let used = pool.length;

function randomHex(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += RANDOM_BYTES;
  return pool.toString('hex', used - RANDOM_BYTES, used);
}

let counter = Number.parseInt(randomHex(), 16);

/**
 * 24 hex characters, the shape of the `_id` values the client receives: milliseconds, a per-process
 * counter, then random bytes — so ids created by one process sort in creation order (ties in created_at).
 */
export function newId(): string {
  counter = (counter + 1) % 0x1000000;
  const time = Date.now().toString(16).padStart(12, '0').slice(-12);
  return `${time}${counter.toString(16).padStart(6, '0')}${randomHex()}`;
}
