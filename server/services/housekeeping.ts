import { isoAt } from '../clock';
import type { Deps } from '../deps';
import { deleteExpiredThrottles } from '../repositories/authThrottle';
import { deleteLoginActivityBefore } from '../repositories/loginActivity';
import { deleteExpiredSessions } from '../repositories/sessions';

/** Runs `task` every `everyMs` until the returned function is called; tests pass one they drive by hand. */
export type Scheduler = (task: () => Promise<void>, everyMs: number) => () => void;

export const intervalScheduler: Scheduler = (task, everyMs) => {
  const timer = setInterval(() => void task(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

export const HOUSEKEEPING_EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Deletes what has outlived its use: expired sessions, ended throttle windows, Activity Log rows past retention. */
export async function purgeExpired(deps: Pick<Deps, 'db' | 'now'>, loginActivityRetentionDays: number): Promise<void> {
  const now = deps.now();
  await deleteExpiredSessions(deps.db, isoAt(now));
  await deleteExpiredThrottles(deps.db, isoAt(now));
  await deleteLoginActivityBefore(deps.db, isoAt(now - loginActivityRetentionDays * DAY_MS));
}

/** Purges on the schedule while the server runs; a failed run is reported and the next one tries again. */
export function startHousekeeping(
  deps: Pick<Deps, 'db' | 'now'>,
  options: { loginActivityRetentionDays: number; schedule: Scheduler; onError: (error: unknown) => void },
): () => void {
  let running = false;
  return options.schedule(async () => {
    if (running) return;
    running = true;
    try {
      await purgeExpired(deps, options.loginActivityRetentionDays);
    } catch (error) {
      options.onError(error);
    } finally {
      running = false;
    }
  }, HOUSEKEEPING_EVERY_MS);
}
