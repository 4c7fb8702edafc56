/** A failed engine call is retried after 1 s, then 2, 4 … up to 30 s, on the engine's own clock. */
export const retryDelayMs = (failures: number): number => Math.min(30_000, 1_000 * 2 ** (failures - 1));

/** When an engine may next try a call that failed `failures` times in a row. */
export interface Backoff {
  failures: number;
  retryAt: number;
}

export const nextBackoff = (previous: Backoff | undefined, now: number): Backoff => {
  const failures = (previous?.failures ?? 0) + 1;
  return { failures, retryAt: now + retryDelayMs(failures) };
};
