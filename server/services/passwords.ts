import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createTaskQueue, serverBusy } from './taskQueue';

/**
 * Every hash runs through this queue: one core is left to the event loop (at most two hashes at once, one on a
 * two-core machine), libuv's other threads stay free for static files, and a short queue answers 429 at once
 * past it (a flood must not stall the server).
 */
export const PASSWORD_HASHING_LIMITS = { running: Math.max(1, Math.min(2, availableParallelism() - 1)), waiting: 6 } as const;
export const passwordHashing = createTaskQueue(PASSWORD_HASHING_LIMITS);

/**
 * 429 at once when the hashing queue is full: checked before an attempt is counted in the database, so a flood
 * the queue would refuse costs no database write either.
 */
export function requireHashingRoom(): void {
  if (!passwordHashing.hasRoom()) throw serverBusy();
}

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  passwordHashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** SRV-03: the cost of every hash the server makes. */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 16_384, r: 8, p: 1 };
let cost = PRODUCTION_SCRYPT_COST;

/**
 * For test processes only (tests/api/setup.ts): hashes made from now on use `next`; returns the cost it replaced.
 * Nothing in the server calls it. A check always uses the parameters stored in the hash it checks.
 */
export function setScryptCostForTests(next: ScryptCost): ScryptCost {
  const previous = cost;
  cost = next;
  return previous;
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Room for N=16384, r=8 (16 MiB) with headroom for stronger stored parameters.
const MAX_MEMORY = 128 * 1024 * 1024;

/** `scrypt$N$r$p$salt$hash` with base64url salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(key, expected);
}

let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown user name cannot be told apart by timing. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}
