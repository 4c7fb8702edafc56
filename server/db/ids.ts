import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * 24 hex characters, the shape of the `_id` values the client receives: milliseconds, a per-process
 * counter, then random bytes — so ids created by one process sort in creation order (ties in created_at).
 */
export function newId(): string {
  counter = (counter + 1) % 0x1000000;
  const time = Date.now().toString(16).padStart(12, '0').slice(-12);
  return `${time}${counter.toString(16).padStart(6, '0')}${randomBytes(3).toString('hex')}`;
}
