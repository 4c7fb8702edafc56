import { VirtualTimeScheduler } from 'rxjs';

/**
 * The replay's virtual time: `now()` is the recorded wall-clock time, so ages and dates read as they did
 * for the recorded user. App timers scheduled through `getScheduler()` run on it as the replayer moves it.
 */
export class ReplayClock extends VirtualTimeScheduler {
  constructor(startsAt: number) {
    super();
    this.frame = startsAt;
  }

  /** Runs every timer due up to `at`, in time order, and stands at `at`. */
  advanceTo(at: number): void {
    if (at < this.frame) return this.jumpTo(at);
    this.maxFrames = at;
    this.flush();
    this.frame = at;
  }

  /** Stands at `at` without running timers: each pending timer keeps the time it had left. */
  jumpTo(at: number): void {
    const shift = at - this.frame;
    for (const action of this.actions) action.delay += shift;
    this.frame = at;
  }
}
