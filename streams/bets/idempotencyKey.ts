/** A fresh key for one bet command: the server acts once however often the same call is retried. */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();
